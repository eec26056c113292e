import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@dojo/protocol';
import { useStaffSession } from '../../shared/session';
import { makeFakeServer, renderWithData } from '../../testing';
import { PersonaAvatar } from './PersonaAvatar';

const picture: MediaItem = {
  name: 'ann-lee-k3j9x0ab2c.png',
  displayName: 'Ann Lee',
  kind: 'image',
  contentType: 'image/png',
  size: 120,
  uploadedAt: '2026-11-20T09:00:00.000Z',
  alias: 'AnnLee.png',
};

beforeEach(() => {
  useStaffSession.getState().signIn({ token: 'editor-jwt', user: 'editor', role: 'editor' }, 0);
});
afterEach(() => {
  useStaffSession.getState().signOut();
  vi.unstubAllGlobals();
});

describe('PersonaAvatar', () => {
  it('asks for a picture only when the media library has one for the persona; others get initials', async () => {
    const calls = makeFakeServer({ '/api/mediaLibrary': { body: [picture] } });
    const { container } = renderWithData(
      <>
        <PersonaAvatar name="Ann Lee" />
        <PersonaAvatar name="Sam Patel" />
      </>,
    );
    // Before the library is read, nobody's picture is asked for.
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await vi.waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(1));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/AnnLee.png');
    expect(screen.getByText('SP').className).toContain('persona-avatar-initials');
    expect(calls.map((call) => call.path)).toEqual(['/api/mediaLibrary']);
  });
});
