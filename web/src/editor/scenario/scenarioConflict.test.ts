import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaffSession } from '../../shared/session';
import { makeFakeServer, makeScenarioFile } from '../../testing';
import { useRevisions } from '../concurrency/staleWrite';
import { loadScenario, saveScenario, saveSection } from './scenarioActions';
import { useScenarioEditor } from './scenarioStore';

/** Two authors: the editor sends the revision it loaded and offers a choice when refused. */

const editor = () => useScenarioEditor.getState();
const STALE =
  'This scenario was changed by ana at 2026-11-23 10:15 UTC. Reload it or save as a copy.';
const file = makeScenarioFile();

beforeEach(() => {
  editor().startNew();
  useRevisions.setState({ known: {}, conflict: null });
  useStaffSession.getState().signIn({ token: 'jwt', user: 'author', role: 'editor' }, Date.now());
});
afterEach(() => {
  vi.unstubAllGlobals();
  useStaffSession.getState().signOut();
});

describe('saving a scenario another author changed', () => {
  it('sends the revision it was loaded at (3) and raises the reload / copy / compare choice on 409', async () => {
    const calls = makeFakeServer({
      '/api/loadFile': { body: { ...file, revision: 3, updatedBy: 'ben' } },
      '/api/saveFile': { status: 409, body: { type: 'failed', data: STALE, code: 'stale_write' } },
    });
    await loadScenario(file.fileName);
    expect(await saveScenario(file.fileName, { stored: true })).toBeNull();
    expect(calls.find((call) => call.path === '/api/saveFile')?.body).toMatchObject({
      baseRevision: 3,
    });
    const conflict = useRevisions.getState().conflict;
    expect(conflict).toMatchObject({ kind: 'scenario', message: STALE });
    expect(conflict?.mine).toMatchObject({ fileName: file.fileName });
  });

  it('sends baseRevision 0 for a new name, so it never replaces one saved meanwhile', async () => {
    const calls = makeFakeServer({
      '/api/saveFile': { body: { type: 'success', data: 'Saved.', revision: 1 } },
    });
    await saveScenario('brandNew', { stored: false });
    expect(calls[0]?.body).toMatchObject({ baseRevision: 0 });
    expect(useRevisions.getState().known['scenario:brandNew']).toBe(1);
    expect(useRevisions.getState().conflict).toBeNull();
  });
});

describe('saving a section another author changed', () => {
  const SECTION_STALE =
    'This section was changed by ana at 2026-11-23 10:15 UTC. Reload it or save as a copy.';

  it('sends the revision it last saved the section at (2), then raises the choice on 409', async () => {
    const calls = makeFakeServer({
      '/api/saveSection': { body: { type: 'success', data: 'Saved.', revision: 2 } },
    });
    expect(await saveSection('intro')).toBe(true);
    expect(calls[0]?.body).toMatchObject({ fileName: 'intro', baseRevision: 0 });
    const refused = makeFakeServer({
      '/api/saveSection': {
        status: 409,
        body: { type: 'failed', data: SECTION_STALE, code: 'stale_write' },
      },
    });
    expect(await saveSection('intro', true)).toBe(false);
    expect(refused[0]?.body).toMatchObject({ baseRevision: 2 });
    expect(useRevisions.getState().conflict).toMatchObject({
      kind: 'section',
      message: SECTION_STALE,
    });
  });

  it('replaces a stored section it never saved without a base (the author picked it)', async () => {
    const calls = makeFakeServer({
      '/api/saveSection': { body: { type: 'success', data: 'Saved.', revision: 5 } },
    });
    expect(await saveSection('shared', true)).toBe(true);
    expect(calls[0]?.body).not.toHaveProperty('baseRevision');
    expect(useRevisions.getState().known['section:shared']).toBe(5);
  });
});
