import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MESSAGES, type ScenarioFile, type ScenarioSaved } from '@dojo/protocol';
import { useStaffSession } from '../../shared/session';
import { makeFakeServer, makeScenarioFile, type FakeAnswer } from '../../testing';
import { useRevisions } from '../concurrency/staleWrite';
import { takeSavedChange, takeSavedDraft } from './liveDrafts';
import { loadScenario } from './scenarioActions';
import { useScenarioEditor } from './scenarioStore';

const editor = () => useScenarioEditor.getState();
const known = () => useRevisions.getState().known['scenario:phishing'];
const subjects = () => Object.fromEntries(editor().scenario.events.map((e) => [e.id, e.subject]));

const stored = (
  revision: number,
  one: string,
  two = 'Two',
): ScenarioFile & { revision: number } => ({
  ...makeScenarioFile({
    scenario: [
      { id: '1', section: '1', subject: one },
      { id: '2', section: '1', subject: two },
    ],
  }),
  revision,
});

let answers: Record<string, FakeAnswer>;
let calls: ReturnType<typeof makeFakeServer>;
const loads = () => calls.filter((call) => call.path === '/api/loadFile').length;
const anaSaved: ScenarioSaved = {
  scenario: 'phishing',
  change: 'draft',
  revision: 4,
  savedBy: 'ana',
};

beforeEach(async () => {
  editor().startNew();
  editor().dismissMessage();
  useStaffSession.getState().signIn({ token: 'jwt', user: 'author', role: 'editor' }, Date.now());
  answers = { '/api/loadFile': { body: stored(3, 'One') } };
  calls = makeFakeServer(answers);
  expect(await loadScenario('phishing')).toBe(true);
  answers['/api/loadFile'] = { body: stored(4, 'One by ana') };
});
afterEach(() => {
  vi.unstubAllGlobals();
  useStaffSession.getState().signOut();
});

describe("another author's saved draft, live", () => {
  it('shows it at once in an editor without unsaved edits', async () => {
    await takeSavedDraft(anaSaved);
    expect(subjects()).toEqual({ '1': 'One by ana', '2': 'Two' });
    expect(editor().unsaved).toBe(false);
    expect(known()).toBe(4);
    expect(editor().message?.text).toBe(DRAFT_MESSAGES.liveTaken('ana', 'phishing'));
  });

  it("merges it with this author's unsaved edits of other events, which stay unsaved", async () => {
    editor().replaceEvents(
      editor().scenario.events.map((e) => (e.id === '2' ? { ...e, subject: 'Two by me' } : e)),
    );
    await takeSavedDraft(anaSaved);
    expect(subjects()).toEqual({ '1': 'One by ana', '2': 'Two by me' });
    expect(editor().unsaved).toBe(true);
    expect(known()).toBe(4);
  });

  it("keeps this author's value where both changed the same field, and leaves the clash to the next save", async () => {
    editor().replaceEvents(
      editor().scenario.events.map((e) => (e.id === '1' ? { ...e, subject: 'One by me' } : e)),
    );
    answers['/api/loadFile'] = { body: stored(4, 'One by ana', 'Two by ana') };
    await takeSavedDraft(anaSaved);
    expect(subjects()).toEqual({ '1': 'One by me', '2': 'Two by ana' });
    expect(editor().unsaved).toBe(true);
    expect(known()).toBe(3);
    expect(editor().message?.text).toBe(DRAFT_MESSAGES.liveKept('ana', 'phishing', 1));
  });

  it('ignores its own save and another scenario', async () => {
    await takeSavedDraft({ ...anaSaved, revision: 3 });
    await takeSavedDraft({ ...anaSaved, scenario: 'other' });
    expect(loads()).toBe(1);
    expect(subjects()).toEqual({ '1': 'One', '2': 'Two' });
  });

  it('shows a copy made again under the name (a restore after a removal), its revisions new', async () => {
    const restored = {
      ...anaSaved,
      change: 'restored' as const,
      revision: 1,
      version: 'phishing-v2',
    };
    answers['/api/loadFile'] = { body: stored(1, 'One restored') };
    await takeSavedDraft(restored);
    expect(subjects()).toEqual({ '1': 'One restored', '2': 'Two' });
    expect(known()).toBe(1);
    expect(editor().message?.text).toBe(DRAFT_MESSAGES.liveChange(restored));
    // The same push again (or this editor's own load meanwhile): nothing new, nothing said.
    editor().dismissMessage();
    expect(await takeSavedDraft(restored)).toBe(false);
  });

  it('keeps unsaved edits over a copy made again, and says so: saving asks', async () => {
    editor().replaceEvents(
      editor().scenario.events.map((e) => (e.id === '2' ? { ...e, subject: 'Two by me' } : e)),
    );
    answers['/api/loadFile'] = { body: stored(1, 'One imported') };
    await takeSavedDraft({ ...anaSaved, change: 'imported', revision: 1 });
    expect(subjects()).toEqual({ '1': 'One', '2': 'Two by me' });
    expect(known()).toBe(3);
    expect(editor().message?.text).toBe(DRAFT_MESSAGES.liveReplacedKept('ana', 'phishing'));
  });

  it("says another author's publication and translation, but not this author's own", async () => {
    const published = {
      ...anaSaved,
      change: 'published' as const,
      revision: 3,
      version: 'phishing-v4',
    };
    await takeSavedChange(published);
    expect(editor().message?.text).toBe(DRAFT_MESSAGES.liveChange(published));
    const translated = {
      ...anaSaved,
      change: 'translations' as const,
      revision: 2,
      language: 'fr' as const,
    };
    await takeSavedChange(translated);
    expect(editor().message?.text).toContain('saved the Français translation of phishing');
    editor().dismissMessage();
    await takeSavedChange({ ...published, savedBy: 'author' });
    expect(editor().message).toBeFalsy();
    expect(loads()).toBe(1);
  });
});
