// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem, MediaKind } from '@dojo/protocol';
import { MediaChooser } from './MediaChooser';
import { MediaPicker } from './MediaPicker';
import { DataProvider, queryClient, queryKeys } from '../../shared/query';
import { useStaffSession } from '../../shared/session';
import { EDITOR_TOKEN, signInEditor } from '../../testing/editor';

const item = (name: string, displayName: string, kind: MediaKind): MediaItem => ({
  name,
  displayName,
  kind,
  contentType: `${kind}/x`,
  size: 4096,
  uploadedAt: '2026-11-24T00:00:00.000Z',
});
const LIBRARY = [
  item('ceo-statement-a1b2c3d4e5.webm', 'CEO statement to all staff', 'video'),
  item('ceo-voicemail-q1w2e3r4t5.ogg', 'CEO voicemail', 'audio'),
  item('lobby-z9x8c7v6b5.png', 'Lobby camera still', 'image'),
];

let root: Root;
let host: HTMLDivElement;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  signInEditor();
  // The library as read once this session.
  queryClient.setQueryData(queryKeys.editor.media(EDITOR_TOKEN), LIBRARY);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  useStaffSession.getState().signOut();
});

const render = (element: React.ReactNode) =>
  act(() => root.render(<DataProvider>{element}</DataProvider>));
const options = () =>
  [...host.querySelectorAll('.media-picker-option-name')].map((node) => node.textContent);
const button = (name: string) =>
  [...host.querySelectorAll('button')].find((node) => node.textContent === name);
function search(text: string) {
  const field = host.querySelector<HTMLInputElement>('input[type="search"]');
  if (!field) throw new Error('no Media Search field');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('MediaChooser', () => {
  it('lists the playable files under the names the authors typed, not the file names', () => {
    render(
      <MediaChooser
        open
        title="Add"
        kinds={['video', 'audio']}
        onChoose={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(options()).toEqual(['CEO statement to all staff', 'CEO voicemail']);
    expect(host.textContent).not.toContain('Lobby camera still');
  });

  it('narrows the list by every word of Media Search and by the type filter', () => {
    render(
      <MediaChooser
        open
        title="Add"
        kinds={['video', 'audio']}
        onChoose={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    search('ceo staff');
    expect(options()).toEqual(['CEO statement to all staff']);
    search('ceo');
    act(() => button('Audio')?.click());
    expect(options()).toEqual(['CEO voicemail']);
    expect(button('Audio')?.getAttribute('aria-pressed')).toBe('true');
    search('staff');
    expect(options()).toEqual([]);
    expect(host.querySelector('[role="status"]')?.textContent).toBe(
      'No video or audio match “staff”.',
    );
    act(() => button('All')?.click());
    expect(options()).toEqual(['CEO statement to all staff']);
  });

  it('offers no type filter when one kind is allowed, and gives the chosen name', () => {
    const onChoose = vi.fn();
    render(
      <MediaChooser open title="Add" kinds={['image']} onChoose={onChoose} onClose={vi.fn()} />,
    );
    expect(host.querySelector('[role="group"][aria-label="Type"]')).toBeNull();
    act(() => host.querySelector<HTMLButtonElement>('.media-picker-option')?.click());
    expect(onChoose).toHaveBeenCalledWith('lobby-z9x8c7v6b5.png');
  });
});

describe('MediaPicker', () => {
  it('shows the chosen file by its display name and opens the chooser in a dialog', () => {
    render(
      <MediaPicker label="Image" filter="image" value="lobby-z9x8c7v6b5.png" onChange={vi.fn()} />,
    );
    expect(host.querySelector('.media-picker-name')?.textContent).toBe('Lobby camera still');
    expect(host.querySelector('dialog')?.open).toBe(false);
    act(() => button('Change')?.click());
    expect(host.querySelector('dialog')?.open).toBe(true);
    expect(options()).toEqual(['Lobby camera still']);
  });
});
