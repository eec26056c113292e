import { describe, expect, it } from 'vitest';
import { newScenario } from '@dojo/protocol';
import { MemoryStorage } from '../../../shared/session/memoryStorage';
import {
  clearDrafts,
  draftKey,
  findDraft,
  isBasedOnOlder,
  readLastOpen,
  writeDraft,
  writeLastOpen,
  type DraftStorage,
  type ScenarioDraft,
} from './draftStore';

function draft(overrides: Partial<ScenarioDraft> = {}): ScenarioDraft {
  const scenario = { ...newScenario(), fileName: 'ransomware', title: 'Edited title' };
  return {
    user: 'author',
    fileName: 'ransomware',
    revision: 3,
    keptAt: 1_000,
    scenario,
    activeSection: '1',
    idCounter: 0,
    editing: null,
    ...overrides,
  };
}

describe('the local draft store', () => {
  it('keeps a draft under the user, the scenario and the revision it was based on', () => {
    const storage = new MemoryStorage();
    expect(writeDraft(storage, draft())).toBe(true);
    expect([...storage.items.keys()]).toEqual([draftKey('author', 'ransomware', 3)]);
    expect(findDraft(storage, 'author', 'ransomware')?.scenario.title).toBe('Edited title');
  });

  it('keeps one draft per scenario: a newer revision replaces the older draft', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, draft({ revision: 3 }));
    writeDraft(storage, draft({ revision: 4, keptAt: 2_000 }));
    expect([...storage.items.keys()]).toEqual([draftKey('author', 'ransomware', 4)]);
  });

  it('never gives one user the draft of another, nor of another scenario', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, draft());
    expect(findDraft(storage, 'someone', 'ransomware')).toBeNull();
    expect(findDraft(storage, 'author', 'phishing')).toBeNull();
    expect(findDraft(storage, 'author', 'ransom')).toBeNull();
  });

  it('keeps the draft of a scenario not saved yet under an empty name', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, draft({ fileName: '', revision: 0 }));
    expect(findDraft(storage, 'author', '')?.revision).toBe(0);
  });

  it('clears every draft of the scenario on save or discard, and only those', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, draft());
    writeDraft(storage, draft({ fileName: 'phishing' }));
    clearDrafts(storage, 'author', 'ransomware');
    expect(findDraft(storage, 'author', 'ransomware')).toBeNull();
    expect(findDraft(storage, 'author', 'phishing')).not.toBeNull();
  });

  it('ignores a stored draft it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem(draftKey('author', 'ransomware', 3), '{"user":"author"');
    storage.setItem(draftKey('author', 'ransomware', 4), JSON.stringify({ user: 'author' }));
    expect(findDraft(storage, 'author', 'ransomware')).toBeNull();
  });

  it('answers false and keeps what was stored when the browser refuses to store', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, draft({ revision: 2 }));
    const full: DraftStorage = {
      length: storage.length,
      key: (index) => storage.key(index),
      getItem: (key) => storage.getItem(key),
      removeItem: (key) => storage.removeItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeDraft(full, draft({ revision: 3 }))).toBe(false);
    expect(findDraft(storage, 'author', 'ransomware')?.revision).toBe(2);
  });

  it('says a draft is based on an older version once the stored revision has moved on', () => {
    expect(isBasedOnOlder(draft({ revision: 3 }), 3)).toBe(false);
    expect(isBasedOnOlder(draft({ revision: 3 }), 4)).toBe(true);
    expect(isBasedOnOlder(draft({ fileName: '', revision: 0 }), 0)).toBe(false);
  });
});

describe('the last open scenario', () => {
  it('remembers the scenario, section and event per user', () => {
    const storage = new MemoryStorage();
    writeLastOpen(storage, 'author', { fileName: 'ransomware', section: '2', eventId: '7' });
    expect(readLastOpen(storage, 'author')).toEqual({
      fileName: 'ransomware',
      section: '2',
      eventId: '7',
    });
    expect(readLastOpen(storage, 'other')).toBeNull();
  });

  it('reads nothing from a broken entry', () => {
    const storage = new MemoryStorage();
    storage.setItem('editorLastOpen:author', 'not json');
    expect(readLastOpen(storage, 'author')).toBeNull();
  });
});
