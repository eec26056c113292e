import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryNavigation, treeHistory } from './historyNavigation';
import { AppLink, useNavigation, usePlace } from './navigation';

/** The place, and links and a button to move. */
function Screen() {
  const { pathname, search, key } = usePlace();
  const { navigate } = useNavigation();
  return (
    <>
      <p>
        at {pathname}
        {search} ({key})
      </p>
      <AppLink to="/e/abc?view=news">News</AppLink>
      <AppLink to="/e/abc">Inbox</AppLink>
      <AppLink to="/exercise">Another code</AppLink>
      <button type="button" onClick={() => navigate('/e/abc?view=notes')}>
        Notes
      </button>
    </>
  );
}

const leave = vi.fn();

function renderTree() {
  const history = treeHistory((pathname) => pathname.startsWith('/e/'), leave);
  render(
    <HistoryNavigation history={history}>
      <Screen />
    </HistoryNavigation>,
  );
}

/** The text shown for the place, once React has taken the move in. */
const shown = (text: string) => screen.findByText(new RegExp(`^at ${text.replace('?', '\\?')} `));

beforeEach(() => {
  window.history.replaceState(null, '', '/e/abc');
  leave.mockReset();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe("the player's own navigation, on the browser's history", () => {
  it('moves in the page on a link or a call, as new entries in react-router’s shape', async () => {
    renderTree();
    expect(await shown('/e/abc')).toBeTruthy();
    // The first entry is given its index on start, as react-router's history does.
    expect(window.history.state).toMatchObject({ idx: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(await shown('/e/abc?view=news')).toBeTruthy();
    expect(window.location.search).toBe('?view=news');
    expect(window.history.state).toMatchObject({ usr: null, idx: 1, key: expect.any(String) });
    fireEvent.click(screen.getByRole('button', { name: 'Notes' }));
    expect(await shown('/e/abc?view=notes')).toBeTruthy();
    expect(window.history.state).toMatchObject({ idx: 2 });
    expect(leave).not.toHaveBeenCalled();
  });

  it('follows the back button', async () => {
    renderTree();
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(await shown('/e/abc?view=news')).toBeTruthy();
    act(() => window.history.back());
    expect(await shown('/e/abc')).toBeTruthy();
  });

  it('replaces the entry on a link to where the page already is, as react-router’s Link', async () => {
    renderTree();
    const before = window.history.length;
    const { key } = window.history.state as { key?: string };
    fireEvent.click(screen.getByRole('link', { name: 'Inbox' }));
    await vi.waitFor(() => expect(window.history.state).toMatchObject({ idx: 0 }));
    expect((window.history.state as { key: string }).key).not.toBe(key);
    expect(window.history.length).toBe(before);
  });

  it('hands an address it does not show to `leave`, already in the address bar', () => {
    renderTree();
    fireEvent.click(screen.getByRole('link', { name: 'Another code' }));
    expect(window.location.pathname).toBe('/exercise');
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('leaves a modified click to the browser (a new tab, a download…)', () => {
    renderTree();
    const link = screen.getByRole('link', { name: 'Another code' });
    expect(link.getAttribute('href')).toBe('/exercise');
    // jsdom does not follow links: the page stays where it was and nothing is handed on.
    fireEvent.click(link, { ctrlKey: true });
    expect(window.location.pathname).toBe('/e/abc');
    expect(leave).not.toHaveBeenCalled();
  });
});
