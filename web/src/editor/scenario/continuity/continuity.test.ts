import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inferOnLoad } from '@dojo/protocol';
import { MemoryStorage } from '../../../shared/session/memoryStorage';
import { makeFakeServer, makeScenarioFile } from '../../../testing';
import type * as Session from '../../../shared/session';
import type * as Revisions from '../../concurrency/staleWrite';
import type * as Store from '../scenarioStore';
import type * as Continuity from './continuity';
import { findDraft, writeDraft, writeLastOpen } from './draftStore';

/**
 * Resume, restore and discard (docs/scenario-editor.md, "Reloading: local drafts"), against a
 * fake server and an in-memory localStorage; the module is loaded after `window` is stubbed.
 */

const storage = new MemoryStorage();
const stored = { ...makeScenarioFile({ fileName: 'drill', title: 'Stored' }), revision: 4 };
let modules: {
  continuity: typeof Continuity;
  store: typeof Store;
  revisions: typeof Revisions;
  session: typeof Session;
};

beforeAll(async () => {
  vi.stubGlobal('window', { localStorage: storage, addEventListener: vi.fn() });
  makeFakeServer({ '/api/loadFile': { body: stored } });
  modules = {
    continuity: await import('./continuity'),
    store: await import('../scenarioStore'),
    revisions: await import('../../concurrency/staleWrite'),
    session: await import('../../../shared/session'),
  };
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function keepDraft(user: string, revision: number) {
  const scenario = { ...inferOnLoad(stored), title: 'Edited in the draft' };
  writeLastOpen(storage, user, { fileName: 'drill', section: '1', eventId: null });
  writeDraft(storage, {
    user,
    fileName: 'drill',
    revision,
    keptAt: 1,
    scenario,
    activeSection: '1',
    idCounter: 1,
    editing: null,
  });
}

async function reloadAs(user: string) {
  const { continuity, store, session } = modules;
  session.useStaffSession.setState({ editorUser: user, editorToken: 'token' });
  store.useScenarioEditor.getState().startNew();
  await continuity.resumeEditing(user);
  return continuity.useDraftOffer.getState().offer;
}

describe('resuming the scenario editor after a reload', () => {
  it('reopens the last scenario and offers its draft, saying it is based on an older version', async () => {
    keepDraft('author', 3);
    const offer = await reloadAs('author');
    expect(modules.store.useScenarioEditor.getState().scenario.title).toBe('Stored');
    expect(offer).toMatchObject({ currentRevision: 4, draft: { revision: 3 } });
  });

  it('restores the draft unsaved, based on its own revision, so saving meets the 409 check', () => {
    modules.continuity.restoreDraft();
    const state = modules.store.useScenarioEditor.getState();
    expect(state.scenario.title).toBe('Edited in the draft');
    expect(state.unsaved).toBe(true);
    expect(modules.revisions.baseRevisionFor('scenario', 'drill', true)).toBe(3);
  });

  it('keeps later edits as the draft and clears it once the scenario is saved', () => {
    const { useScenarioEditor } = modules.store;
    const details = useScenarioEditor.getState().scenario;
    useScenarioEditor.getState().updateDetails({ ...details, title: 'Edited again' });
    modules.continuity.keepNow();
    expect(findDraft(storage, 'author', 'drill')?.scenario.title).toBe('Edited again');
    useScenarioEditor.getState().markSaved('drill');
    modules.continuity.keepNow();
    expect(findDraft(storage, 'author', 'drill')).toBeNull();
  });

  it('clears the draft when the author discards it, and offers nothing on the next reload', async () => {
    keepDraft('second', 4);
    expect(await reloadAs('second')).toMatchObject({ currentRevision: 4 });
    modules.continuity.discardDraft();
    expect(findDraft(storage, 'second', 'drill')).toBeNull();
    expect(modules.store.useScenarioEditor.getState().unsaved).toBe(false);
  });
});
