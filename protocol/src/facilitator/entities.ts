import { z } from 'zod';
import { EpochMs } from '../core/legacy';
import { Token, requiredText } from '../core/status';
import { Organisation } from '../organisations/entities';
import { ScenarioEvent } from '../scenarios/event.entities';
import { NameText, SubjectText } from '../core/bounds';
import { TimeSetting } from '../player/adaptations';

/** Bounds of what the console sends and shows. */
export const SUBJECT_MAX = 300;
export const CONTENT_MAX = 100_000;
export const NAME_MAX = 200;
const ID_MAX = 100;

/** '' not started, 'true' paused, 'false' running (docs/facilitator.md). */
export const PausedState = z.enum(['', 'true', 'false']);
export type PausedState = z.infer<typeof PausedState>;

/** What the facilitator's link opens. */
export const FacilitatorLogin = z.object({
  type: z.literal('success'),
  /** The scenario's name. */
  scenario: NameText,
  identifier: NameText,
  events: z.array(ScenarioEvent),
  /** Ours (additive): the exercise's teams, for the Change Team tab. */
  teams: z.array(z.string().max(NAME_MAX)).optional(),
});
export type FacilitatorLogin = z.infer<typeof FacilitatorLogin>;

export const PositionEvent = z.object({
  /** When the event shows (or showed) to this player, on the server clock. */
  displayAt: EpochMs,
  visible: z.boolean(),
  subject: SubjectText,
  /** Ours (additive): the event's id, so the console counts who has seen each card. */
  id: z.string().max(ID_MAX).optional(),
});
export type PositionEvent = z.infer<typeof PositionEvent>;

export const PositionPlayer = z.object({
  user: NameText,
  events: z.array(PositionEvent),
  /** Ours (additive): the console's line for the player ('==> {subject} (3m)', 'PAUSED'…). */
  label: SubjectText.optional(),
  /**
   * Ours (additive): the subject of the last ad-hoc event the player got, when it came after
   * their last scenario event; the group's subject stays their place in the scenario.
   */
  adHoc: z.string().max(SUBJECT_MAX).optional(),
});
export type PositionPlayer = z.infer<typeof PositionPlayer>;

/** The players whose last received message is `subject`. */
export const CurrentPosition = z.object({
  subject: SubjectText,
  players: z.array(PositionPlayer),
});
export type CurrentPosition = z.infer<typeof CurrentPosition>;

/** A player in the waiting room of a session not open yet (docs/facilitator.md). */
export const WaitingPlayer = z.object({
  player: SubjectText,
  team: SubjectText,
  /** When they first asked to join, ms. */
  since: EpochMs,
});
export type WaitingPlayer = z.infer<typeof WaitingPlayer>;

/** Someone who joined the waiting room, closed the page and has not come in (docs/facilitator.md). */
export const AbsentPlayer = WaitingPlayer.extend({
  /** When their last waiting page closed, ms. */
  leftAt: EpochMs,
});
export type AbsentPlayer = z.infer<typeof AbsentPlayer>;

/** The console's status poll (docs/facilitator.md). */
export const FacilitatorStatus = z.object({
  paused: PausedState,
  /** Event id to the players who answered it (ours: the spec names the field only). */
  responded: z.record(SubjectText, z.array(SubjectText)),
  currentPositions: z.array(CurrentPosition),
  open: z.boolean(),
  serverTime: EpochMs,
  /** Ours (additive): game time at `serverTime`, ms. */
  gameTime: z.number().int().nonnegative().optional(),
  /** Ours (additive): when the session started (the game clock's zero, as players see times). */
  startedAt: EpochMs.nullable().optional(),
  /** Ours (additive): who waits for the session to open, first come first. */
  waiting: z.array(WaitingPlayer).max(10_000).optional(),
  /** Ours (additive): who joined the waiting room but left it and never came in. */
  neverCameIn: z.array(AbsentPlayer).max(10_000).optional(),
});
export type FacilitatorStatus = z.infer<typeof FacilitatorStatus>;

export const PlayerListEntry = z.object({
  player: NameText,
  team: NameText,
  /** Ours (additive): the time setting in force now (docs/extra-time.md); absent: standard. */
  timeSetting: TimeSetting.optional(),
});
export type PlayerListEntry = z.infer<typeof PlayerListEntry>;

/** Move a player to another of the exercise's teams (the Change Team tab). */
export const ChangeTeamRequest = z.object({
  token: Token,
  player: requiredText('Please select a player.').max(NAME_MAX, 'Please select a player.'),
  team: requiredText('Please select a team.').max(NAME_MAX, 'Please select a team.'),
});
export type ChangeTeamRequest = z.infer<typeof ChangeTeamRequest>;

/** Ours: set a player's time setting live (docs/extra-time.md, "Live changes"). */
export const ChangeTimeSettingRequest = z.object({
  token: Token,
  player: requiredText('Please select a player.').max(NAME_MAX, 'Please select a player.'),
  timeSetting: TimeSetting,
});
export type ChangeTimeSettingRequest = z.infer<typeof ChangeTimeSettingRequest>;

export const SentEventType = z.enum(['Alert', 'Email', 'Social']);
export type SentEventType = z.infer<typeof SentEventType>;

const bounded = (max: number, message: string) => z.string().max(max, message).default('');

/**
 * An ad-hoc event (docs/facilitator.md, "Send Email"). `name` is the
 * persona, `address` the persona's e-mail, `org` the organisation; a PDF is for e-mails.
 */
export const SendEventRequest = z
  .object({
    token: Token,
    type: SentEventType,
    content: bounded(CONTENT_MAX, 'The content is too long.'),
    name: bounded(NAME_MAX, "The persona's name is too long."),
    role: bounded(NAME_MAX, 'The role is too long.'),
    org: bounded(NAME_MAX, "The organisation's name is too long."),
    address: bounded(NAME_MAX, 'The address is too long.'),
    subject: bounded(SUBJECT_MAX, 'The subject is too long.'),
    /** A participant (getParticipants), or 'all'; the recipients are the distinct participants. */
    recipient: bounded(NAME_MAX, 'Please select who should receive the event.'),
    /** A media name, or ''. */
    media: bounded(NAME_MAX, 'The media name is too long.'),
    /** A PDF name, or ''. */
    pdf: bounded(NAME_MAX, 'The PDF name is too long.'),
  })
  .superRefine((event, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const blank = (text: string) => text.trim() === '';
    if (blank(event.recipient)) issue('recipient', 'Please select who should receive the event.');
    if (event.type !== 'Alert') {
      if (blank(event.org)) issue('org', 'Please select an Organisation.');
      if (blank(event.name)) issue('name', 'Please select a Persona.');
    }
    if (event.type === 'Email' && (blank(event.content) || blank(event.subject))) {
      issue('content', 'Emails are required to have content and a subject.');
    }
    if (event.type === 'Social' && blank(event.content)) {
      issue('content', 'Socials are required to have a content.');
    }
  });
export type SendEventRequest = z.output<typeof SendEventRequest>;

/** What the Send Email form picks from (ours: one read instead of the editor's three calls). */
export const FacilitatorLibrary = z.object({
  organisations: z.array(Organisation),
  /** Media names (images, video, audio). */
  media: z.array(z.string().max(NAME_MAX)),
  /** PDF names (e-mails only). */
  pdfs: z.array(z.string().max(NAME_MAX)),
});
export type FacilitatorLibrary = z.infer<typeof FacilitatorLibrary>;
