import { z } from 'zod';
import { Language, TimeSetting } from '../player/adaptations';
import { Token } from '../core/status';
import { PARTICIPANT_COUNT } from './constants';
import { ORDER_MESSAGES as M, duplicateEmail, invalidEmail } from './orderMessages';
import { isMailboxAddress } from '../core/email';
import { TeamRef } from './team';
import {
  ContentText,
  EmailText,
  NameText,
  SubjectText,
  TEXT_LIMITS,
  TokenText,
  noUnsafeCharacters,
  tooLong,
  unsafeCharactersMessage,
} from '../core/bounds';

/** February allows 29 days in every year (docs/portal.md): the pickers never check leap years. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The month names the date pickers show, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The days the day picker offers for a month (1-12): February always has 29. */
export function daysInMonth(month: number): number {
  return DAYS_IN_MONTH[month - 1] ?? 31;
}

/** True for a 'year-month-day' date the legacy pickers can produce (month and day unpadded). */
export function isPickerDate(text: string): boolean {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month);
}

/** An exercise start date, 'year-month-day' (docs/admin.md). */
export function exerciseDate(message: string) {
  return z
    .string({ error: message })
    .max(TEXT_LIMITS.subject, tooLong(TEXT_LIMITS.subject))
    .refine(isPickerDate, message);
}

/** A player row of an order; `team` defaults to -1 (no team). */
/**
 * One ordered player. `language` and `timeSetting` are ours (docs/languages.md,
 * docs/extra-time.md): omitted, the order's language and standard time apply.
 */
export const OrderPlayer = z.object({
  email: EmailText,
  team: TeamRef.default(-1),
  language: Language.optional(),
  timeSetting: TimeSetting.optional(),
});
export type OrderPlayer = z.infer<typeof OrderPlayer>;

/**
 * The player rows: blank e-mails are ignored, every other must be one mailbox address
 * (`isMailboxAddress`: no line break, no list) and appear once
 * (compared without case, since both would reach the same inbox).
 */
export const OrderPlayers = z
  .array(OrderPlayer)
  .superRefine((players, ctx) => {
    const seen = new Set<string>();
    players.forEach(({ email }, index) => {
      const text = email.trim();
      if (text === '') return;
      const path = [index, 'email'];
      if (!isMailboxAddress(text)) {
        ctx.addIssue({ code: 'custom', path, message: invalidEmail(text) });
      } else if (seen.has(text.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path, message: duplicateEmail(text) });
      }
      seen.add(text.toLowerCase());
    });
  })
  .transform((players) =>
    players
      .map((player) => ({ ...player, email: player.email.trim() }))
      .filter((player) => player.email !== ''),
  );

/**
 * POST /api/createOrder serves two documented payloads on one path, so it is ONE superset
 * object rather than a union (a union would report "invalid input" instead of the field
 * messages). The portal order sends `private` and either `players` or `count`, plus an
 * optional `trainer`; the admin campaign sends `branding` and `players`. A body with
 * `branding` is a campaign, and gets the campaign's wording of the identifier message.
 * Rules that need the store (level, player cap, teams, credits, unique identifier) are
 * the server's.
 */
export const CreateOrderRequest = z
  .object({
    token: Token,
    /** The scenario's fileName. */
    scenario: z
      .string({ error: M.scenarioNeeded })
      .max(TEXT_LIMITS.name, tooLong(TEXT_LIMITS.name))
      .trim()
      .min(1, M.scenarioNeeded),
    /** The ordering client (portal: the signed-in user; campaign: the chosen client). */
    username: NameText,
    /** Names the report; unique per client (checked by the server). */
    identifier: z
      .string({ error: M.identifierNeeded })
      .max(TEXT_LIMITS.identifier, tooLong(TEXT_LIMITS.identifier))
      .trim()
      .refine(noUnsafeCharacters, unsafeCharactersMessage('The identifier')),
    date: exerciseDate(M.dateNeeded),
    players: OrderPlayers.optional(),
    /** Privacy mode: the number of anonymous participants instead of e-mails. */
    private: z.boolean().optional(),
    count: z.union([z.number(), SubjectText]).optional(),
    trainer: NameText.optional(),
    /** Campaigns only: the gateway client whose logo and NDA the players see. */
    branding: NameText.optional(),
    /** Ours (additive): Enable Teams was on; with every player in No Team it is refused. */
    teams: z.boolean().optional(),
    /** Ours (docs/languages.md): the order's language, for players without one of their own. */
    language: Language.optional(),
  })
  .superRefine((order, ctx) => {
    if (order.identifier === '') {
      const campaign = order.branding !== undefined;
      const message = campaign ? M.campaignIdentifierNeeded : M.identifierNeeded;
      ctx.addIssue({ code: 'custom', path: ['identifier'], message });
    }
    if (order.private === true && participantCount(order.count) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: M.countNeeded });
    }
  })
  .transform(({ count, ...order }) => ({ ...order, count: participantCount(count) }));
export type CreateOrderRequest = z.output<typeof CreateOrderRequest>;

/** The participant count of a privacy-mode order, or undefined unless it is 1 to 50. */
export function participantCount(count: number | string | undefined): number | undefined {
  if (count === undefined || count === '') return undefined;
  const value = Number(count);
  const { min, max } = PARTICIPANT_COUNT;
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** One player of a created order (ours, additive: the spec shows only {type, data}). */
export const OrderedPlayer = z.object({
  /** The e-mail address, or the privacy-mode participant id. */
  user: NameText,
  team: NameText.nullable(),
  /** The player's link token: their page is /exercise/{token}. */
  token: TokenText,
});
export type OrderedPlayer = z.infer<typeof OrderedPlayer>;

/**
 * What a created order answers: the spec's {type, data} plus, additively, the exercise
 * and every player's link (privacy-mode participants are reachable through these only).
 */
export const OrderCreated = z.object({
  type: z.literal('success'),
  data: ContentText,
  exerciseId: SubjectText,
  identifier: NameText,
  /** The credits the order cost (campaigns cost none). */
  credits: z.number().int().nonnegative(),
  players: z.array(OrderedPlayer),
});
export type OrderCreated = z.infer<typeof OrderCreated>;
