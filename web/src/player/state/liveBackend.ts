import { isFlagSet, parseNumberText, type ExerciseSession, type Mailbox } from '@dojo/protocol';
import { playerCall } from '../calls';
import { callApi } from '../../shared/api';
import { t } from '../../shared/i18n';
import { takeArrivedInboxRead, takeEarlyInboxRead } from '../gate/linkCheck';
import { isTutorialEvent, tutorialAnswerMatches } from '../tutorial/tutorialCheck';
import type { PlayerBackend } from './backend';
import { usePlayerStore } from './playerStore';

export interface LiveExercise {
  session: ExerciseSession;
  /** The code in the link (/exercise/{code}); the notes are kept per code. */
  code: string;
  /** Facilitated players are known by the alias and team they chose. */
  alias: string | null;
  team: string | null;
}

const likes = (value: string | number | undefined) => {
  const parsed = value === undefined ? undefined : parseNumberText(value);
  return typeof parsed === 'number' ? parsed : 0;
};

/** The server side of the player page: every call of docs/player.md, through the protocol. */
export function liveBackend(exercise: LiveExercise): PlayerBackend {
  const { session, code } = exercise;
  const token = session.token;
  const player = session.facilitated && exercise.alias ? exercise.alias : session.user;
  const scenario = session.scenario;
  const store = usePlayerStore.getState;
  /** The inbox read under way: callers at the same moment share it (one getMail). */
  let reading: Promise<Mailbox> | null = null;
  /** Drafts read or saved this page load, by event id: a question reopened asks once. */
  const drafts = new Map<string, Promise<string>>();

  function readMailboxOnce(): Promise<Mailbox> {
    reading ??= readMailbox().finally(() => {
      reading = null;
    });
    return reading;
  }

  async function readMailbox(): Promise<Mailbox> {
    if (session.facilitated && exercise.alias && exercise.team) {
      return callApi(playerCall('getMailFacilitated'), { token, player, team: exercise.team });
    }
    // A returning player's first read may already be on its way (../gate/linkCheck.ts).
    const early = takeEarlyInboxRead(token);
    return early ?? callApi(playerCall('getMail'), { token, player, team: session.team });
  }

  return {
    mode: 'live',
    player,
    applyArrivedInbox() {
      const mailbox = takeArrivedInboxRead(token);
      return mailbox && store().applyMail(mailbox, true);
    },
    async refresh() {
      const before = store().wholeInboxes;
      const mailbox = await readMailboxOnce();
      // The socket's join pushed the whole inbox meanwhile: this read is older (docs/player.md).
      if (store().wholeInboxes !== before) return [];
      return store().applyMail(mailbox, true);
    },
    async respond(event, answer, next) {
      if (isTutorialEvent(event.id)) {
        // Tutorial steps are checked here and never sent (docs/player.md).
        if (!tutorialAnswerMatches(event, answer)) throw new Error(t('tutorial.followInstruction'));
        store().patchEvent(event.id, (current) => ({ ...current, response: answer }));
        return;
      }
      const answerStatus = await callApi(playerCall('setResponse'), {
        user: player,
        id: event.id,
        response: answer,
        next,
        scenario,
        token,
      });
      if (answerStatus.type === 'failed') throw new Error(answerStatus.data);
      store().patchEvent(event.id, (current) => ({ ...current, response: answer }));
    },
    async markRead(event) {
      store().patchEvent(event.id, (current) => ({ ...current, read: true }));
      if (isTutorialEvent(event.id)) return;
      await callApi(playerCall('markRead'), { id: event.id, user: player, scenario, token });
    },
    async readSocial() {
      const answer = await callApi(playerCall('readTweets'), { user: player, token });
      const { team, finished } = store();
      store().applyMail({ events: answer.events, finished, team: team ?? -1 }, false);
    },
    async like(event, commentIndex) {
      store().patchEvent(event.id, (current) => {
        if (commentIndex === undefined) {
          const liked = !isFlagSet(current.liked);
          return { ...current, liked, likes: String(likes(current.likes) + (liked ? 1 : -1)) };
        }
        const comments = (current.comments ?? []).map((comment, index) => {
          if (index !== commentIndex) return comment;
          const liked = !isFlagSet(comment.liked);
          return { ...comment, liked, likes: String(likes(comment.likes) + (liked ? 1 : -1)) };
        });
        return { ...current, comments };
      });
      await callApi(playerCall('likeSocial'), {
        token,
        player,
        id: event.id,
        commentIndex: commentIndex ?? -1,
      });
    },
    async comment(event, content) {
      await callApi(playerCall('addSocial'), { token, player, id: event.id, content });
      await this.refresh();
    },
    getDraft(event) {
      const known = drafts.get(event.id);
      if (known) return known;
      const loading = callApi(playerCall('getDraft'), {
        user: player,
        id: event.id,
        scenario,
        token,
      })
        .then((answer) => answer.draft)
        .catch((error: unknown) => {
          drafts.delete(event.id);
          throw error;
        });
      drafts.set(event.id, loading);
      return loading;
    },
    async setDraft(event, text) {
      drafts.set(event.id, Promise.resolve(text));
      await callApi(playerCall('setDraft'), {
        user: player,
        id: event.id,
        scenario,
        token,
        response: text,
      });
    },
    async getNotes() {
      return (await callApi(playerCall('getNotes'), { token, code, user: player })).notes;
    },
    async saveNotes(notes) {
      const saved = await callApi(playerCall('updateNotes'), { token, code, user: player, notes });
      if (saved.type === 'failed') throw new Error(saved.data);
    },
    async setLanguage(language) {
      const saved = await callApi(playerCall('setPlayerLanguage'), { token, language });
      if (saved.type === 'failed') throw new Error(saved.data);
    },
    async loadPdf(fileName) {
      const pdf = await import('../pdf/loadPdf');
      return pdf.loadPdf(fileName, token);
    },
    passed() {
      return callApi(playerCall('getPassed'), { player, token });
    },
  };
}
