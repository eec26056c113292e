import { z } from 'zod';
import { call } from '../core/call';
import { requiredText, Status, Token, TokenBody } from '../core/status';
import { TEXT_LIMITS } from '../core/bounds';
import { PUSH_TIME_OPTIONS_MINUTES } from './constants';
import {
  FacilitatorLogin,
  FacilitatorStatus,
  ChangeTeamRequest,
  ChangeTimeSettingRequest,
  FacilitatorLibrary,
  PausedState,
  PlayerListEntry,
  SendEventRequest,
} from './entities';
import { SubjectText } from '../core/bounds';

/**
 * The facilitator console (docs/facilitator.md). `token` is the facilitator's exercise token
 * from the /facilitator/{token} link.
 */

export const loginJWTFacilitator = call(
  'POST',
  '/api/loginJWTFacilitator',
  TokenBody,
  FacilitatorLogin,
);

/** Polled every 5 s. */
export const getFacilitatorEvents = call(
  'POST',
  '/api/getFacilitatorEvents',
  TokenBody,
  FacilitatorStatus,
);

/** The participant identifiers (the recipients an ad-hoc event can go to). */
export const getParticipants = call(
  'POST',
  '/api/getParticipants',
  TokenBody,
  z.array(SubjectText),
);

const pushOptions: readonly number[] = PUSH_TIME_OPTIONS_MINUTES;

/** `time` is in minutes, one of the Time to Push options; the select may send it as text. */
export const pushFacilitatorEvent = call(
  'POST',
  '/api/pushFacilitatorEvent',
  z.object({
    token: Token,
    time: z
      .union([z.number(), SubjectText])
      .transform(Number)
      .pipe(
        z.number().refine((minutes) => pushOptions.includes(minutes), 'Select a time to push.'),
      ),
  }),
  Status,
);

export const retrievePlayers = call(
  'POST',
  '/api/retrievePlayers',
  TokenBody,
  z.array(PlayerListEntry),
);

/** Answers true once open; {type, data} tells why not. */
export const openExercise = call(
  'POST',
  '/api/openExercise',
  TokenBody,
  z.union([z.literal(true), Status]),
);

/** Answers the text 'true' once paused; {type, data} tells why not. */
export const pauseFacilitated = call(
  'POST',
  '/api/pauseFacilitated',
  TokenBody,
  z.union([z.literal('true'), Status]),
);

/** Starts or resumes: answers the new paused state ('false'), or {type, data}. */
export const continueFacilitated = call(
  'POST',
  '/api/continueFacilitated',
  TokenBody,
  z.union([PausedState, Status]),
  { note: 'The spec says "the state"; ours is the paused state after the call.' },
);

export const sendFacilitatorEvents = call(
  'POST',
  '/api/sendFacilitatorEvents',
  SendEventRequest,
  Status,
  { note: 'The spec does not show the answer; ours is {type, data}.' },
);

/** The organisations with their personas, and the media and PDF names, for Send Email. */
export const getFacilitatorLibrary = call(
  'POST',
  '/api/getFacilitatorLibrary',
  TokenBody,
  FacilitatorLibrary,
  { note: 'Ours: the editor reads these with its own token; the console uses its link.' },
);

export const changePlayerTeam = call('POST', '/api/changePlayerTeam', ChangeTeamRequest, Status);

/**
 * Ours (additive): a player's extra time, set live; it applies to questions shown from then
 * on and is pushed to the player (docs/extra-time.md).
 */
export const changePlayerTimeSetting = call(
  'POST',
  '/api/changePlayerTimeSetting',
  ChangeTimeSettingRequest,
  Status,
  { note: 'Not in the specs; decided in docs/extra-time.md.' },
);

/**
 * Ours (additive): the facilitator's approval for a player to enter again from another
 * device. The alias's device secret is dropped; the next join with the alias gets a new one
 * (docs/security.md).
 */
export const letPlayerBackIn = call(
  'POST',
  '/api/letPlayerBackIn',
  z.object({
    token: Token,
    player: requiredText('Please select a player.', TEXT_LIMITS.identifier),
  }),
  Status,
  { note: 'Not in the specs; decided in docs/security.md.' },
);

/** Deletes every player's data of the exercise. */
export const resetCampaign = call('POST', '/api/resetCampaign', TokenBody, Status);
