import {
  DEFAULT_TIME_SETTING,
  isFlagSet,
  parseNumberText,
  type ScenarioEvent,
  type TimeSetting,
} from '@dojo/protocol';
import type { PlayerBackend } from '../state/backend';
import { responseKind } from '../state/events';
import { usePlayerStore } from '../state/playerStore';
import { t as translate, type Translate } from '../../shared/i18n';
import { tutorialAnswerMatches } from './tutorialCheck';
import { stepAfter, tutorialEvents, tutorialPdfs } from './tutorialScenario';
import { tutorialEventsFor } from './tutorialTime';

const count = (value: string | number | undefined) => {
  const parsed = value === undefined ? undefined : parseNumberText(value);
  return typeof parsed === 'number' ? parsed : 0;
};

/** The next step arrives this long after a right answer, as a live event would. */
export const TUTORIAL_STEP_DELAY_MS = 1_200;

export interface TutorialBackend extends PlayerBackend {
  /** Cancels a step still on its way (the page is closing). */
  stop(): void;
  /** Words the steps again in the active language, keeping what the player did with them. */
  speak(): void;
}

/**
 * The tutorial runs entirely in the browser: no server call. A right answer reveals the
 * next step shortly after (with the same toast and sound as a live event); a wrong one is
 * refused with "Please follow the tutorial's instruction to proceed.". Its words are the
 * player's language's (`t`); `speak` rewords the steps shown after a change in Settings.
 */
export function tutorialBackend(
  notify: (added: ScenarioEvent[]) => void,
  timeSetting: TimeSetting = DEFAULT_TIME_SETTING,
  t: Translate = translate,
): TutorialBackend {
  const store = usePlayerStore.getState;
  const wordedEvents = () => tutorialEventsFor(tutorialEvents(t), timeSetting, t);
  let TUTORIAL_EVENTS = wordedEvents();
  let TUTORIAL_PDFS = tutorialPdfs(t);
  const drafts = new Map<string, string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let notes = '';

  function advanceLater(id: string) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      advance(id);
    }, TUTORIAL_STEP_DELAY_MS);
    timers.add(timer);
  }

  function advance(id: string) {
    const step = stepAfter(TUTORIAL_EVENTS, id);
    const { events, team } = store();
    if (step === 'finished') {
      store().applyMail({ events: [], finished: true, team: team ?? -1 }, false);
      return;
    }
    if (!step || events.some((event) => event.id === step.id)) return;
    notify(store().applyMail({ events: [step], finished: false, team: team ?? -1 }, false));
  }

  return {
    mode: 'tutorial',
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    speak() {
      TUTORIAL_EVENTS = wordedEvents();
      TUTORIAL_PDFS = tutorialPdfs(t);
      for (const shown of store().events) {
        const worded = TUTORIAL_EVENTS.find((event) => event.id === shown.id);
        if (!worded) continue;
        const { role, subject, content, options, correct } = worded;
        store().patchEvent(shown.id, (current) => ({
          ...current,
          role,
          subject,
          content,
          options,
          correct,
        }));
      }
    },
    player: 'you',
    async refresh() {
      if (!store().loaded) {
        const first = TUTORIAL_EVENTS.slice(0, 1);
        store().applyMail({ events: first, finished: false, team: -1, timeSetting }, true);
      }
      return [];
    },
    async respond(event, answer) {
      if (!tutorialAnswerMatches(event, answer)) throw new Error(t('tutorial.followInstruction'));
      store().patchEvent(event.id, (current) => ({ ...current, response: answer, read: true }));
      advanceLater(event.id);
    },
    async markRead(event) {
      store().patchEvent(event.id, (current) => ({ ...current, read: true }));
      if (responseKind(event) === 'none') advanceLater(event.id);
    },
    async readSocial() {
      for (const event of store().events) {
        if (event.type === 'Social')
          store().patchEvent(event.id, (current) => ({ ...current, read: true }));
      }
    },
    async like(event, commentIndex) {
      store().patchEvent(event.id, (current) => {
        if (commentIndex !== undefined) return current;
        const liked = !isFlagSet(current.liked);
        return { ...current, liked, likes: String(count(current.likes) + (liked ? 1 : -1)) };
      });
    },
    async comment(event, content) {
      store().patchEvent(event.id, (current) => ({
        ...current,
        comments: [
          ...(current.comments ?? []),
          { organisation: '', persona: 'You', address: '', content, likes: '0' },
        ],
      }));
    },
    async getDraft(event) {
      return drafts.get(event.id) ?? '';
    },
    async setDraft(event, text) {
      drafts.set(event.id, text);
    },
    async getNotes() {
      return notes;
    },
    async saveNotes(text) {
      notes = text;
    },
    async loadPdf(fileName) {
      const pdf = TUTORIAL_PDFS.find((candidate) => candidate.fileName === fileName);
      if (!pdf) throw new Error(t('tutorial.noDocument'));
      return pdf;
    },
    async passed() {
      return null;
    },
  };
}
