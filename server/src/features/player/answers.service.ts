import { newId } from '../../store/ids';
import {
  originalAnswer,
  translationFor,
  type EventAnswer,
  type PdfDefinition,
  type Status,
} from '@dojo/protocol';
import { badRequest, conflict } from '../../errors';
import type { WallClock } from '../../core/clock';
import { DuplicateKeyError } from '../../store';
import type { PlayerPrincipal } from '../../core/principal';
import type { ResponseDoc } from '../exercises/exercise.docs';
import { playerScopeKey, teamScopeKey, type ResponsesRepo } from '../exercises/responses.repo';
import { checkAnswer } from './answerRules';
import type { MailboxService } from './mailbox.service';
import type { DomainEventEmitter } from '../../core/domainEvents';
import { playerLanguage } from '../exercises/playerLanguage';

export const ALREADY_ANSWERED = 'This event has already been answered.';
export const TIME_RAN_OUT = 'The time to answer this event has run out.';
export const NO_ANSWER_TAKEN = 'This event does not take an answer.';
export const ANSWER_SAVED = 'Your answer has been saved.';

export interface AnswersDeps {
  mailboxes: MailboxService;
  responses: ResponsesRepo;
  /** The PDF forms a 'form' question names (the PDF editor's service). */
  forms: { load(fileName: string): Promise<PdfDefinition> };
  events: DomainEventEmitter;
  clock: WallClock;
}

/** setResponse: one answer per event per player, or per team for a team question. */
export function answersService(deps: AnswersDeps) {
  const { mailboxes, responses, forms, events, clock } = deps;

  async function formOf(name: string | undefined): Promise<PdfDefinition | null> {
    if (!name) return null;
    return forms.load(name).catch(() => null);
  }

  return {
    async setResponse(
      principal: PlayerPrincipal,
      eventId: string,
      submitted: EventAnswer,
    ): Promise<Status> {
      const game = await mailboxes.gameOf(principal);
      const visible = mailboxes.visibleEvent(game, eventId);
      const index = visible.source === 'ad-hoc' ? undefined : game.scenario.byId.get(eventId);
      const question = index === undefined ? undefined : game.scenario.compiled[index];
      if (!question?.expectsAnswer) throw badRequest(NO_ANSWER_TAKEN, 'no_answer_taken');
      if (visible.response !== undefined) throw conflict(ALREADY_ANSWERED, 'already_answered');
      if (!visible.awaitingAnswer) throw conflict(TIME_RAN_OUT, 'time_ran_out');

      const form = question.responseType === 'form' ? await formOf(question.event.options) : null;
      // A translated choice is stored as the original option of the same id, so answers
      // aggregate across languages (docs/translations.md).
      const translation = translationFor(
        game.exercise.scenario,
        playerLanguage(game.player, game.exercise),
      );
      const answer = checkAnswer(
        { responseType: question.responseType, options: question.event.options, form },
        originalAnswer(question.event, translation, submitted),
      );
      const { player } = game;
      const team = question.team && player.team !== null ? player.team : null;
      const answeredAt = game.projection.gameTime;
      const doc: ResponseDoc = {
        _id: newId(),
        exerciseId: game.exercise._id,
        eventId,
        scopeKey: team === null ? playerScopeKey(player._id) : teamScopeKey(team),
        playerId: player._id,
        team: player.team,
        answer,
        answeredAt,
        answeredAtWall: new Date(clock.now()).toISOString(),
        answeredAfterMs: Math.max(0, answeredAt - visible.displayAt),
      };
      try {
        await responses.insert(doc);
      } catch (error) {
        // A double submit, or a teammate answering the team question first.
        if (error instanceof DuplicateKeyError)
          throw conflict(ALREADY_ANSWERED, 'already_answered');
        throw error;
      }
      events.emit('playerAnswered', {
        exerciseId: doc.exerciseId,
        playerId: player._id,
        eventId,
        team,
      });
      return { type: 'success', data: ANSWER_SAVED };
    },
  };
}
export type AnswersService = ReturnType<typeof answersService>;
