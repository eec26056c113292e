import { Router } from 'express';
import { PLAYER_MESSAGES, playerCalls as calls, scenarioCalls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import { lookupMissed } from '../../http/rateLimits';
import type { Guards } from '../auth/guards';
import type { AnswersService } from './answers.service';
import type { EntryService } from './entry.service';
import type { MailboxService } from './mailbox.service';
import type { NotebookService } from './notebook.service';
import { assertSelf } from './playerAccess';
import type { SocialService } from './social.service';

export interface PlayerRoutesDeps {
  guards: Guards;
  entry: EntryService;
  mailboxes: MailboxService;
  answers: AnswersService;
  social: SocialService;
  notebook: NotebookService;
}

/**
 * The player's calls (docs/player.md). Every call but the two entries takes the player token
 * that loginToken answered; a body naming another player is refused (playerAccess.ts).
 */
export function playerRoutes(deps: PlayerRoutesDeps) {
  const { guards, entry, mailboxes, answers, social, notebook } = deps;
  const router = Router();
  const player = guards.player;

  bind(router, calls.loginToken, guards.anyone, async (input, { req }) => {
    const answer = await entry.loginToken(input.token);
    if (answer.type === 'failed' && answer.data === PLAYER_MESSAGES.exerciseNotFound) {
      lookupMissed(req);
    }
    return answer;
  });
  bind(router, calls.joinFacilitated, guards.anyone, (input) =>
    entry.joinFacilitated(input.token, input.alias, input.team, input.deviceSecret, input.language),
  );

  bind(router, calls.agreeExerciseNda, player, (_input, { principal }) =>
    entry.agreeNda(principal),
  );
  bind(router, calls.setPlayerLanguage, player, (input, { principal }) =>
    entry.setLanguage(principal, input.language),
  );

  bind(router, calls.getMail, player, (input, { principal }) => {
    assertSelf(principal, input.player);
    return mailboxes.mailbox(principal);
  });
  bind(router, calls.getMailFacilitated, player, (input, { principal }) => {
    assertSelf(principal, input.player);
    return mailboxes.mailbox(principal);
  });
  bind(router, calls.setResponse, player, (input, { principal }) => {
    assertSelf(principal, input.user);
    return answers.setResponse(principal, input.id, input.response);
  });
  bind(router, calls.getDraft, player, (input, { principal }) => {
    assertSelf(principal, input.user);
    return notebook.getDraft(principal, input.id);
  });
  bind(router, calls.setDraft, player, (input, { principal }) => {
    assertSelf(principal, input.user);
    return notebook.setDraft(principal, input.id, input.response);
  });
  bind(router, calls.getPassed, player, (input, { principal }) => {
    assertSelf(principal, input.player);
    return mailboxes.passed(principal);
  });
  bind(router, calls.markRead, player, (input, { principal }) => {
    assertSelf(principal, input.user);
    return mailboxes.markRead(principal, input.id);
  });
  bind(router, calls.likeSocial, player, (input, { principal }) => {
    assertSelf(principal, input.player);
    return social.likeSocial(principal, input.id, input.commentIndex);
  });
  bind(router, calls.addSocial, player, (input, { principal }) => {
    assertSelf(principal, input.player);
    return social.addSocial(principal, input.id, input.content);
  });
  bind(router, calls.readTweets, player, (input, { principal }) => {
    assertSelf(principal, input.user);
    return mailboxes.readTweets(principal);
  });
  bind(router, calls.getNotes, player, (input, { principal }) => {
    assertSelf(principal, input.user);
    return notebook.getNotes(principal);
  });
  bind(router, calls.updateNotes, player, (input, { principal }) => {
    assertSelf(principal, input.user);
    return notebook.updateNotes(principal, input.notes);
  });

  // loadPDF is the PDF editor's call too: one binding answers both. An editor loads any PDF;
  // a player only one attached to an event in their inbox.
  bind(router, scenarioCalls.loadPDF, guards.staffOrPlayer, (input, { principal }) =>
    principal.kind === 'player'
      ? notebook.loadPdf(principal, input.filename)
      : notebook.loadAnyPdf(input.filename),
  );

  return router;
}
