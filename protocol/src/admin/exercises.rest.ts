import { z } from 'zod';
import { call } from '../core/call';
import { Status, Token, TokenBody, requiredText } from '../core/status';
import { CampaignPlayer, ScenarioExercises } from './entities';
import { CreateFacilitateRequest, FacilitatedCreated, ShortenUrlRequest } from './exercises';
import { NameText } from '../core/bounds';

/**
 * Exercises (admin spec §7). createOrder (Create Campaign), sendReminder and getReports
 * share their paths with the portal and are declared once, in portal/.
 */

export const createFacilitate = call(
  'POST',
  '/api/createFacilitate',
  CreateFacilitateRequest,
  FacilitatedCreated,
  { note: 'The spec does not show the answer; ours is {type, data} plus the links (additive).' },
);

/** The exercise names (identifiers) of one scenario. */
export const getExercises = call(
  'POST',
  '/api/getExercises',
  z.object({ token: Token, scenario: NameText }),
  z.array(NameText),
);

export const shortenURL = call('POST', '/api/shortenURL', ShortenUrlRequest, Status);

const NO_EXERCISE = 'No exercise selected';

export const removeExercise = call(
  'POST',
  '/api/removeExercise',
  z.object({
    token: Token,
    scenario: requiredText(NO_EXERCISE),
    exercise: requiredText(NO_EXERCISE),
  }),
  Status,
);

export const getAllExercises = call(
  'POST',
  '/api/getAllExercises',
  TokenBody,
  z.array(ScenarioExercises),
);

/** Exercise name to short code. */
export const getShortened = call(
  'POST',
  '/api/getShortened',
  TokenBody,
  z.record(NameText, NameText),
);

export const getCampaignDetails = call(
  'POST',
  '/api/getCampaignDetails',
  z.object({ token: Token, scenario: NameText, exercise: NameText }),
  z.array(CampaignPlayer),
  { note: 'The spec shows only the columns; CampaignPlayer is ours.' },
);
