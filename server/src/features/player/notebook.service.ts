import {
  localizePdf,
  translationFor,
  type Draft,
  type Notes,
  type PdfDefinition,
  type Status,
} from '@dojo/protocol';
import { badRequest, notFound, unauthorized } from '../../errors';
import type { PlayerPrincipal } from '../../core/principal';
import type { PlayerDoc } from '../exercises/exercise.docs';
import type { PlayersRepo } from '../exercises/players.repo';
import { MAX_TEXT_ANSWER, TOO_LONG } from './answerRules';
import type { MailboxService } from './mailbox.service';
import { LINK_GONE } from './playerAccess';
import { playerLanguage } from '../exercises/playerLanguage';

/** An incident log of a 90-minute exercise fits easily; more is a paste accident. */
export const MAX_NOTES_LENGTH = 50_000;
export const NOTES_TOO_LONG = `The notes are too long (at most ${MAX_NOTES_LENGTH} characters).`;
export const PDF_NOT_IN_INBOX = 'This document is not in your inbox.';

export interface NotebookDeps {
  mailboxes: MailboxService;
  players: PlayersRepo;
  pdfs: { load(fileName: string): Promise<PdfDefinition> };
}

/** The player's own writing (drafts, the incident log) and the documents they were sent. */
export function notebookService(deps: NotebookDeps) {
  const { mailboxes, players, pdfs } = deps;

  async function playerOf(principal: PlayerPrincipal): Promise<PlayerDoc> {
    const player = await players.findById(principal.playerId);
    if (!player) throw unauthorized(LINK_GONE, 'player_missing');
    return player;
  }

  return {
    async getDraft(principal: PlayerPrincipal, eventId: string): Promise<Draft> {
      const game = await mailboxes.gameOf(principal);
      mailboxes.visibleEvent(game, eventId);
      return { draft: players.draftOf(game.player, eventId) };
    },

    async setDraft(principal: PlayerPrincipal, eventId: string, draft: string): Promise<Draft> {
      if (draft.length > MAX_TEXT_ANSWER) throw badRequest(TOO_LONG);
      const game = await mailboxes.gameOf(principal);
      mailboxes.visibleEvent(game, eventId);
      await players.setDraft(principal.playerId, eventId, draft);
      return { draft };
    },

    async getNotes(principal: PlayerPrincipal): Promise<Notes> {
      return { notes: (await playerOf(principal)).notes };
    },

    async updateNotes(principal: PlayerPrincipal, notes: string): Promise<Status> {
      if (notes.length > MAX_NOTES_LENGTH) throw badRequest(NOTES_TOO_LONG);
      await playerOf(principal);
      await players.setNotes(principal.playerId, notes);
      return { type: 'success', data: 'Notes saved.' };
    },

    /** A player reads only the PDFs attached to (or the forms asked by) their visible events. */
    async loadPdf(principal: PlayerPrincipal, fileName: string): Promise<PdfDefinition> {
      const game = await mailboxes.gameOf(principal);
      const attached = new Set<string>();
      for (const { event } of game.projection.visible) {
        for (const name of [event.pdf, event.pdf2]) if (name) attached.add(name);
        const index = game.scenario.byId.get(event.id);
        const compiled = index === undefined ? undefined : game.scenario.compiled[index];
        if (compiled?.responseType === 'form' && event.options) attached.add(event.options);
      }
      if (!attached.has(fileName)) throw notFound(PDF_NOT_IN_INBOX, 'pdf_not_in_inbox');
      const translation = translationFor(
        game.exercise.scenario,
        playerLanguage(game.player, game.exercise),
      );
      return localizePdf(await pdfs.load(fileName), translation);
    },

    /** The back office's view: any stored PDF. */
    loadAnyPdf(fileName: string): Promise<PdfDefinition> {
      return pdfs.load(fileName);
    },
  };
}
export type NotebookService = ReturnType<typeof notebookService>;
