import { z } from 'zod';
import { EpochMs } from '../core/legacy';
import { Token } from '../core/status';
import { ScenarioEvent } from '../scenarios/event.entities';
import { ContentText, EmailText, NameText, SubjectText, UrlText } from '../core/bounds';

/** '' not started, 'true' paused, 'false' running (admin spec §4). */
export const PausedState = z.enum(['', 'true', 'false']);
export type PausedState = z.infer<typeof PausedState>;

/** What the facilitator's link opens. */
export const FacilitatorLogin = z.object({
  type: z.literal('success'),
  /** The scenario's name. */
  scenario: NameText,
  identifier: NameText,
  events: z.array(ScenarioEvent),
});
export type FacilitatorLogin = z.infer<typeof FacilitatorLogin>;

export const PositionEvent = z.object({
  /** When the event shows (or showed) to this player, on the server clock. */
  displayAt: EpochMs,
  visible: z.boolean(),
  subject: SubjectText,
});
export type PositionEvent = z.infer<typeof PositionEvent>;

export const PositionPlayer = z.object({
  user: NameText,
  events: z.array(PositionEvent),
  /** Ours (additive): the console's line for the player ('==> {subject} (3m)', 'PAUSED'…). */
  label: SubjectText.optional(),
});
export type PositionPlayer = z.infer<typeof PositionPlayer>;

/** The players whose last received message is `subject`. */
export const CurrentPosition = z.object({
  subject: SubjectText,
  players: z.array(PositionPlayer),
});
export type CurrentPosition = z.infer<typeof CurrentPosition>;

/** The console's status poll (admin spec §3 "Facilitator status response"). */
export const FacilitatorStatus = z.object({
  paused: PausedState,
  /** Event id to the players who answered it (ours: the spec names the field only). */
  responded: z.record(SubjectText, z.array(SubjectText)),
  currentPositions: z.array(CurrentPosition),
  open: z.boolean(),
  serverTime: EpochMs,
});
export type FacilitatorStatus = z.infer<typeof FacilitatorStatus>;

export const PlayerListEntry = z.object({ player: NameText, team: NameText });
export type PlayerListEntry = z.infer<typeof PlayerListEntry>;

export const SentEventType = z.enum(['Alert', 'Email', 'Social']);
export type SentEventType = z.infer<typeof SentEventType>;

/**
 * An ad-hoc event (admin spec §3 "Send-event payload", §5 "Send event"). `name` is the
 * persona, `address` the persona's e-mail, `org` the organisation; a PDF is for e-mails.
 */
export const SendEventRequest = z
  .object({
    token: Token,
    type: SentEventType,
    content: ContentText.default(''),
    name: NameText.default(''),
    role: SubjectText.default(''),
    org: NameText.default(''),
    address: EmailText.default(''),
    subject: SubjectText.default(''),
    /** A participant (getParticipants); the recipients are the distinct participants. */
    recipient: NameText.default(''),
    /** A media name, or ''. */
    media: UrlText.default(''),
    /** A PDF name, or ''. */
    pdf: NameText.default(''),
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
