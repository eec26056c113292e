import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaItem, MediaKind } from '@dojo/protocol';
import { useStaffSession } from '../../shared/session';
import { makeFakeServer, type FakeAnswer } from '../../testing';
import { EDITOR_TOKEN, renderEditorScreen, signInEditor } from '../../testing/editor';
import { fakeUploads } from '../../testing/uploads';
import { UploadImagePanel } from './UploadImagePanel';

const item = (name: string, displayName: string, kind: MediaKind): MediaItem => ({
  name,
  displayName,
  kind,
  contentType: `${kind}/x`,
  size: 2048,
  uploadedAt: '2026-11-24T00:00:00.000Z',
});
const LOBBY = item('lobby-z9x8c7v6b5.png', 'Lobby camera still', 'image');
const STATEMENT = item('ceo-a1b2c3d4e5.webm', 'CEO statement', 'video');
const MAP = item('map-q1w2e3r4t5.png', 'Network map', 'image');

function showPanel(answers: Record<string, FakeAnswer>) {
  const calls = makeFakeServer(answers);
  const view = renderEditorScreen(<UploadImagePanel />, '/editor/Admin/UploadImage');
  return { ...view, reads: () => calls.filter((call) => call.path === '/api/mediaLibrary') };
}

const library = () => screen.getByRole('region', { name: 'Media library' });
const cards = () =>
  within(library())
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'map.png', { type: 'image/png' });

beforeEach(() => signInEditor('admin'));
afterEach(() => useStaffSession.getState().signOut());

describe('UploadImagePanel', () => {
  it('shows the images of the library first, by the names the authors typed, and searches them', async () => {
    const { user } = showPanel({ '/api/mediaLibrary': { body: [LOBBY, STATEMENT] } });
    await waitFor(() => expect(cards()).toEqual(['Lobby camera still']));
    expect(within(library()).getByText('2 files')).toBeTruthy();
    await user.click(within(library()).getByRole('button', { name: 'All' }));
    expect(cards().sort()).toEqual(['CEO statement', 'Lobby camera still']);
    await user.type(within(library()).getByLabelText('Media Search'), 'ceo');
    expect(cards()).toEqual(['CEO statement']);
  });

  it('asks for the image type, then for a file, before sending anything', async () => {
    const uploads = fakeUploads();
    const { user } = showPanel({ '/api/mediaLibrary': { body: [] } });
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByText('Please Select the image type')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Image type'), 'Content Image');
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByText('Please upload an image')).toBeTruthy();
    expect(uploads).toEqual([]);
  });

  it('shows the share sent, then the answer, and lists the new image first, marked New', async () => {
    const uploads = fakeUploads();
    const answers: Record<string, FakeAnswer> = { '/api/mediaLibrary': { body: [LOBBY] } };
    const { user, reads } = showPanel(answers);
    await waitFor(() => expect(cards()).toEqual(['Lobby camera still']));
    await user.selectOptions(screen.getByLabelText('Image type'), 'Content Image');
    await user.upload(screen.getByLabelText('Image file'), png());
    await user.type(screen.getByLabelText(/^Name/), 'Network map');
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));

    expect(await screen.findByText('Uploading...')).toBeTruthy();
    const upload = uploads[0]!;
    expect(upload.target).toBe('POST /api/uploadImage');
    expect(upload.headers.Authorization).toBe(`Bearer ${EDITOR_TOKEN}`);
    const sent = upload.body as FormData;
    expect(sent.get('chosenOption')).toBe('Content Image');
    expect(sent.get('imageName')).toBe('Network map');
    upload.progress(512, 1024);
    expect(await screen.findByText('50%')).toBeTruthy();

    answers['/api/mediaLibrary'] = { body: [LOBBY, MAP] };
    upload.answer({ type: 'success', data: 'Image Network map uploaded.', name: MAP.name });
    expect(await screen.findByText('Image Network map uploaded.')).toBeTruthy();
    await waitFor(() => expect(cards()).toEqual(['Network map', 'Lobby camera still']));
    const fresh = within(library()).getByRole('article', { name: 'Network map' });
    expect(within(fresh).getByText('New')).toBeTruthy();
    expect(reads()).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('');
  });

  it('cancels an upload in flight and says nothing was stored', async () => {
    const uploads = fakeUploads();
    const { user } = showPanel({ '/api/mediaLibrary': { body: [] } });
    await user.selectOptions(screen.getByLabelText('Image type'), 'Content Image');
    await user.upload(screen.getByLabelText('Image file'), png());
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled: nothing was stored.')).toBeTruthy();
    expect(uploads[0]?.aborted).toBe(true);
  });
});
