import { z } from 'zod';
import { call } from '../core/call';
import { FIRST_CALL_ROUTES } from '../core/firstCalls';
import { emailWithAt } from '../core/legacy';
import { Status, Token, TokenBody } from '../core/status';
import { ClientScenarios, CustomerData, PortalCredits, PortalScenario } from './entities';
import { CreateOrderRequest, OrderCreated } from './orders';
import { ExerciseIdentifier, ReportData, ReportItem } from './reports';
import { NameText, SubjectText, TokenText } from '../core/bounds';

/**
 * The customer portal calls (docs/portal.md). createOrder, getReports, getCredits and
 * sendReminder are also the admin console's (docs/admin.md): each path is declared once,
 * here, and its request accepts both documented payloads.
 */

/** The public catalogue: every visible scenario. */
export const getPortalScenarios = call(
  FIRST_CALL_ROUTES.getPortalScenarios.method,
  FIRST_CALL_ROUTES.getPortalScenarios.path,
  z.object({}),
  z.array(PortalScenario),
  { auth: 'none' },
);

/** The client's trainer sub accounts (usernames); trainers themselves skip this call. */
export const getTrainers = call('POST', '/api/getTrainers', TokenBody, z.array(SubjectText));

/** The identifiers the client has used, so the order form can warn before a clash. */
export const getIdentifiers = call('POST', '/api/getIdentifiers', TokenBody, z.array(SubjectText));

export const getClientScenarios = call(
  'POST',
  '/api/getClientScenarios',
  TokenBody,
  ClientScenarios,
);

/** Portal order and admin campaign on one path; see {@link CreateOrderRequest}. */
export const createOrder = call('POST', '/api/createOrder', CreateOrderRequest, OrderCreated, {
  note: 'The spec shows only {type, data}; the exercise id and player links are ours (additive).',
});

export const getCustomerData = call('POST', '/api/getCustomerData', TokenBody, CustomerData, {
  note: 'The spec does not show the exact shape; CustomerData is ours.',
});

/** Portal: the reports the user may see (a trainer: theirs). Admin: every report. */
export const getReports = call('POST', '/api/getReports', TokenBody, z.array(ReportItem));

/** `group` is the report's exercise identifier (a ReportItem's name). */
export const getResponses = call(
  'POST',
  '/api/getResponses',
  z.object({
    token: Token,
    group: ExerciseIdentifier,
    /** Ours (additive): the admin names the client, as identifiers are unique per client. */
    client: z.string().max(200).optional(),
  }),
  ReportData,
);

/**
 * Portal: {token} answers {credit, learners}. Admin: {token, client} answers that client's
 * balance as a bare number. One path, so one declaration with an optional `client`.
 */
export const getCredits = call(
  'POST',
  '/api/getCredits',
  z.object({ token: Token, client: NameText.optional() }),
  z.union([PortalCredits, z.number()]),
);

/**
 * Portal: {exerciseName, code, email, token, admin}. Admin: the same with admin:true and
 * the scenario. One declaration; `admin` and `scenario` are optional.
 */
export const sendReminder = call(
  'POST',
  '/api/sendReminder',
  z.object({
    exerciseName: NameText,
    /** The player's exercise code. */
    code: TokenText,
    email: emailWithAt('Ensure that the provided email address is valid.'),
    token: Token,
    admin: z.boolean().optional(),
    scenario: NameText.optional(),
  }),
  Status,
  { note: 'The spec does not show the answer; ours is {type, data}.' },
);

/** Ours: the spec offers "extend" on each exercise row but shows no call for it. */
export const extendExercise = call(
  'POST',
  '/api/extendExercise',
  z.object({
    token: Token,
    exerciseName: z.string().trim().min(1, 'No exercise selected').max(200),
    code: z.string().trim().min(1, 'Please select a player.').max(200),
  }),
  Status,
  { note: 'Not in the specs: adds EXTEND_DAYS to one player run; the trainer-only rule applies.' },
);

/**
 * Ours: the logo and NDA the client's players are shown (the one the admin set for the client
 * in the Client Gateway; '' for the product's default), so the customer can read it from the
 * portal (docs/portal.md, "The NDA your players see").
 */
export const getPlayerNda = call(
  'POST',
  '/api/getPlayerNda',
  TokenBody,
  z.object({ logoUrl: z.string().max(2_048), ndaHtml: z.string().max(100_000) }),
  { note: 'Not in the specs: the players’ NDA for the customer (docs/portal.md).' },
);
