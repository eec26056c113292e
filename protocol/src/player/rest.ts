import { z } from 'zod';
import { call } from '../core/call';
import { FIRST_CALL_ROUTES } from '../core/firstCalls';
import { Language } from './adaptations';
import { Status, Token, TokenBody, requiredText } from '../core/status';
import { NotStartedExercise } from '../mail/notStarted';
import { TeamRef } from '../portal/team';
import { NextRef, ScenarioEvent, SubmittedAnswer } from '../scenarios/event.entities';
import {
  DeviceSecret,
  Draft,
  ExerciseSession,
  ExpiredExercise,
  UnknownExercise,
  Mailbox,
  Notes,
  PassResult,
  PlayerAlias,
  TeamChoice,
  WaitingRoom,
} from './entities';
import { ContentText, IdText, NameText, TokenText } from '../core/bounds';

/**
 * The player's calls (docs/player.md). `token` is the exercise token from the link. The
 * player also reads getOrganisations, images, pdf and loadPDF, declared by their features.
 */

const NOT_SHOWN = 'The spec does not show the answer; ours is {type, data}.';

/** An expired link answers {type:'failed', data:'expired'} (HTTP 200: it drives a page). */
export const loginToken = call(
  FIRST_CALL_ROUTES.loginToken.method,
  FIRST_CALL_ROUTES.loginToken.path,
  TokenBody,
  z.union([ExerciseSession, ExpiredExercise, NotStartedExercise, UnknownExercise]),
  {
    note: "The expired answer's type is ours; the spec shows only data 'expired'. 'notStarted' is ours, and so is answering an unknown link with 200 'Exercise not found' (not a 404).",
  },
);

/**
 * Ours (the spec leaves it out): a facilitated player enters through the shared link with the
 * alias and team they chose (docs/player.md messages; the server checks the team against the
 * exercise's teams). Entering again with the same alias continues as that player only with the
 * device secret the first join answered (docs/security.md).
 */
export const joinFacilitated = call(
  'POST',
  '/api/joinFacilitated',
  z.object({
    token: Token,
    alias: PlayerAlias,
    team: TeamChoice,
    deviceSecret: DeviceSecret.optional(),
    /** Ours (additive): the language to play in, one of the session's `scenarioLanguages`. */
    language: Language.optional(),
  }),
  z.union([ExerciseSession, WaitingRoom]),
  {
    note: 'Ours: the alias form of a facilitated exercise; token is the shared link token. Before the session is open the answer is the waiting room.',
  },
);

export const getMail = call(
  FIRST_CALL_ROUTES.getMail.method,
  FIRST_CALL_ROUTES.getMail.path,
  z.object({ token: Token, player: NameText, team: TeamRef.optional() }),
  Mailbox,
);

/** A facilitated player is known by their alias and the team they picked. */
export const getMailFacilitated = call(
  FIRST_CALL_ROUTES.getMailFacilitated.method,
  FIRST_CALL_ROUTES.getMailFacilitated.path,
  z.object({ token: Token, player: PlayerAlias, team: TeamChoice }),
  Mailbox,
);

export const setResponse = call(
  'POST',
  '/api/setResponse',
  z.object({
    user: NameText,
    id: IdText,
    response: SubmittedAnswer,
    /** The `next` of the chosen option, or of the event. */
    next: NextRef,
    scenario: NameText,
    token: Token,
  }),
  Status,
);

const draftKey = { user: NameText, id: NameText, scenario: NameText, token: Token };

export const getDraft = call('POST', '/api/getDraft', z.object(draftKey), Draft);

export const setDraft = call(
  'POST',
  '/api/setDraft',
  z.object({ ...draftKey, response: ContentText }),
  Draft,
  { note: 'The spec says both draft calls answer "draft"; ours is {draft}.' },
);

/**
 * Ours (the spec keeps the player's agreement in the browser): the player accepted the
 * exercise's agreement (NDA). Kept once, so reports tell an opened link from a player playing
 * (docs/reports.md, "Player status"). Again later: the same answer, nothing changes.
 */
export const agreeExerciseNda = call(
  'POST',
  '/api/agreeExerciseNda',
  z.object({ token: Token }),
  Status,
  { note: 'Ours: the player agreement is recorded for the report status.' },
);

/**
 * Ours (docs/languages.md): the player chose the product's language in their settings. It is
 * kept on their record, so their mails and their next visit, on any device, speak it too.
 */
export const setPlayerLanguage = call(
  'POST',
  '/api/setPlayerLanguage',
  z.object({ token: Token, language: Language }),
  Status,
  { note: "Ours: the player's language choice (docs/languages.md)." },
);

export const getPassed = call(
  'POST',
  '/api/getPassed',
  z.object({ player: NameText, token: Token }),
  PassResult,
);

export const markRead = call(
  'POST',
  '/api/markRead',
  z.object({ id: IdText, user: IdText, scenario: IdText, token: Token }),
  Status,
  { note: NOT_SHOWN },
);

/** `commentIndex` picks a comment under the post `id`; -1 or none likes the post itself. */
export const likeSocial = call(
  'POST',
  '/api/likeSocial',
  z.object({
    token: Token,
    player: NameText,
    id: IdText,
    commentIndex: z.number().int().min(-1).optional(),
  }),
  Status,
  { note: `${NOT_SHOWN} commentIndex -1 / absent for the post is ours.` },
);

export const addSocial = call(
  'POST',
  '/api/addSocial',
  z.object({
    token: Token,
    player: NameText,
    id: IdText,
    content: requiredText('Please write a reply before posting.'),
  }),
  Status,
  { note: NOT_SHOWN },
);

/** Marks the social feed read and answers its events. */
export const readTweets = call(
  'POST',
  '/api/readTweets',
  z.object({ user: NameText, token: Token }),
  z.object({ events: z.array(ScenarioEvent) }),
);

/** `code` is the player's exercise code. */
export const getNotes = call(
  'POST',
  '/api/getNotes',
  z.object({ token: Token, code: TokenText, user: TokenText }),
  Notes,
);

export const updateNotes = call(
  'POST',
  '/api/updateNotes',
  z.object({ token: Token, code: TokenText, user: TokenText, notes: TokenText }),
  Status,
  { note: NOT_SHOWN },
);
