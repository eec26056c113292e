import type { EditorScenario } from '@dojo/protocol';
import type { EventDraft } from '../eventDraft';

/**
 * Unsaved scenario edits kept in this browser (docs/scenario-editor.md, "Reloading: local
 * drafts"): one draft per user and scenario, keyed by the revision the edits were based on,
 * so a reload can offer them back and say when the stored scenario has moved on since.
 * Storage is injected (localStorage in the app, a MemoryStorage in tests).
 */

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface ScenarioDraft {
  user: string;
  /** '' for a scenario never saved under a name. */
  fileName: string;
  /** The stored revision the edits started from (0: not stored). */
  revision: number;
  /** When the draft was written (epoch ms). */
  keptAt: number;
  scenario: EditorScenario;
  activeSection: string;
  idCounter: number;
  /** The event open in the event editor, with its own unsaved edits. */
  editing: EventDraft | null;
}

/** Where the author was: reopened after a reload. */
export interface LastOpen {
  fileName: string;
  section: string;
  eventId: string | null;
}

const DRAFT = 'editorDraft';
const LAST_OPEN = 'editorLastOpen';
const part = (text: string) => encodeURIComponent(text);

export function draftKey(user: string, fileName: string, revision: number): string {
  return `${DRAFT}:${part(user)}:${part(fileName)}:${revision}`;
}

/** Every stored key of this user's drafts of `fileName`, whatever their revision. */
function draftKeys(storage: DraftStorage, user: string, fileName: string): string[] {
  const prefix = `${DRAFT}:${part(user)}:${part(fileName)}:`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** A parsed draft, or null when the text is not one (old format, hand-edited, cut short). */
function parseDraft(text: string | null): ScenarioDraft | null {
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<ScenarioDraft>;
    const scenario = draft.scenario;
    const valid =
      typeof draft.user === 'string' &&
      typeof draft.fileName === 'string' &&
      Number.isInteger(draft.revision) &&
      typeof draft.keptAt === 'number' &&
      typeof draft.activeSection === 'string' &&
      typeof draft.idCounter === 'number' &&
      Array.isArray(scenario?.events) &&
      Array.isArray(scenario?.sections);
    return valid ? ({ editing: null, ...draft } as ScenarioDraft) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the draft, replacing this user's other drafts of the same scenario (one draft per
 * scenario). False when the browser refuses (storage full or disabled): nothing else changes.
 */
export function writeDraft(storage: DraftStorage, draft: ScenarioDraft): boolean {
  const key = draftKey(draft.user, draft.fileName, draft.revision);
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    return false;
  }
  for (const other of draftKeys(storage, draft.user, draft.fileName))
    if (other !== key) storage.removeItem(other);
  return true;
}

/** This user's draft of `fileName`, the newest if several were left; null when none. */
export function findDraft(
  storage: DraftStorage,
  user: string,
  fileName: string,
): ScenarioDraft | null {
  const drafts = draftKeys(storage, user, fileName)
    .map((key) => parseDraft(storage.getItem(key)))
    .filter((draft): draft is ScenarioDraft => draft !== null && draft.user === user);
  return drafts.sort((a, b) => b.keptAt - a.keptAt)[0] ?? null;
}

/** Drops this user's drafts of `fileName` (saved or discarded). */
export function clearDrafts(storage: DraftStorage, user: string, fileName: string): void {
  for (const key of draftKeys(storage, user, fileName)) storage.removeItem(key);
}

/** The stored scenario was saved since the draft's edits began (saving it will be refused). */
export function isBasedOnOlder(draft: ScenarioDraft, currentRevision: number): boolean {
  return draft.fileName !== '' && draft.revision < currentRevision;
}

export function writeLastOpen(storage: DraftStorage, user: string, open: LastOpen): void {
  try {
    storage.setItem(`${LAST_OPEN}:${part(user)}`, JSON.stringify(open));
  } catch {
    // Storage full or disabled: a reload then starts with a new scenario, as before.
  }
}

export function readLastOpen(storage: DraftStorage, user: string): LastOpen | null {
  try {
    const open = JSON.parse(
      storage.getItem(`${LAST_OPEN}:${part(user)}`) ?? 'null',
    ) as Partial<LastOpen> | null;
    if (typeof open?.fileName !== 'string' || typeof open.section !== 'string') return null;
    return {
      fileName: open.fileName,
      section: open.section,
      eventId: typeof open.eventId === 'string' ? open.eventId : null,
    };
  } catch {
    return null;
  }
}
