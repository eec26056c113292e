import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalScenario } from '@dojo/protocol';
import { catalogueApp } from './catalogueApp';

const SCENARIO: PortalScenario = {
  id: 'ransomware-at-dawn',
  title: 'Ransomware at Dawn',
  description: 'A night shift meets encrypted servers.',
  image: '',
  level: 1,
  visible: true,
  fileName: 'ransomware-at-dawn',
  learningPrograms: false,
  subtitle: '',
  playtime: '90 min',
  maturity: '',
  delegates: '',
  competencies: '',
  teams: false,
  beta: false,
  languages: ['en'],
};

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/getPortalScenarios'
        ? new Response(JSON.stringify([SCENARIO]))
        : new Response('{"type":"failed","data":"Not found"}', { status: 404 }),
    ),
  );
});
afterEach(() => window.history.replaceState(null, '', '/'));

async function showLibrary() {
  const leave = vi.fn();
  const { app, firstScreen } = catalogueApp(leave);
  await firstScreen;
  render(app);
  await screen.findByRole('heading', { name: 'Ransomware at Dawn' });
  return { leave, user: userEvent.setup({ delay: null }) };
}

describe("the Exercise Library's first load, without react-router", () => {
  it('shows the portal’s header and the library, and moves between its own addresses in place', async () => {
    const { leave, user } = await showLibrary();
    expect(screen.getByRole('heading', { name: 'Exercise Library', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    const exercises = nav.querySelector('a[href="/exercises"]')!;
    expect(exercises.getAttribute('aria-current')).toBe('page');
    await user.click(exercises);
    expect(window.location.pathname).toBe('/exercises');
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Exercise Library', level: 1 })).toBeTruthy();
  });

  it('hands the page to the router for any other address: Log In, a card, the contact page', async () => {
    const { leave, user } = await showLibrary();
    // The card's link is a real link to the scenario's page (a modified click opens a tab).
    const more = screen.getByRole('link', { name: 'Read More' });
    expect(more.getAttribute('href')).toBe('/exercises/ransomware-at-dawn');
    expect(more.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(more);
    expect(window.location.pathname).toBe('/exercises/ransomware-at-dawn');
    expect(leave).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(window.location.pathname).toBe('/contact-us');
    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(window.location.pathname).toBe('/login');
    expect(leave).toHaveBeenCalledTimes(3);
  });
});
