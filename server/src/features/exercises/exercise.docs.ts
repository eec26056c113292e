import type {
  EventAnswer,
  Language,
  ScenarioEvent,
  ScenarioFile,
  TimeSetting,
  TimeSettingPeriod,
} from '@dojo/protocol';
import type { GameClock } from '@dojo/scheduler';

/**
 * The stored shapes of a running game, shared by the exercises feature (creation, the
 * facilitator's clock) and the player feature (what players see and answer). Each
 * collection has one repo; these types are the contract between them.
 */

/** One ordered exercise: a campaign (automated) or a facilitated session. */
export interface ExerciseDoc {
  _id: string;
  /** The owning client (tenant). */
  client: string;
  /** Names the report; unique per client. */
  identifier: string;
  /** The identifier trimmed and lowercased: the unique key per client (additive). */
  identifierKey: string;
  scenarioFileName: string;
  /** Taken at creation, so later edits of the scenario never change a running exercise. */
  scenario: ScenarioFile;
  facilitated: boolean;
  /** Team names (facilitated, or a campaign with teams); [] without teams. */
  teams: string[];
  /** Usernames of the trainers assigned to it. */
  trainers: string[];
  /** The gateway client whose logo and NDA the players see, if any. */
  branding: string | null;
  /** The scheduled date (year-month-day). */
  date: string;
  createdAt: string;
  /** Automated: after this instant links answer 'expired'. */
  expiresAt: string | null;
  /** Facilitated only: the shared clock and whether players may enter. */
  clock: GameClock | null;
  open: boolean;
  /** The facilitator's link token (facilitated only), unguessable. */
  facilitatorToken: string | null;
  facilitatorEmail: string | null;
  /**
   * Facilitated only: the players' shared link token (/exercise/{joinToken}); each browser
   * that enters chooses an alias and a team and gets its own PlayerDoc (additive).
   */
  joinToken: string | null;
  /** Privacy mode: players are anonymous participant ids, no e-mails (additive). */
  private: boolean;
  /** Who ordered it: the portal username, or the admin for a campaign (additive). */
  orderedBy: string;
  /** Credits the order cost (0 for campaigns and facilitated exercises) (additive). */
  credits: number;
  /**
   * Set while the order is being written (the exercise's half of the order journal): an
   * exercise still marked at start-up was cut short by a crash and is rolled back (additive).
   */
  orderPending?: boolean;
  /** The admin's short code: /exercise/{shortened} opens a facilitated session (additive). */
  shortened?: string;
  /**
   * The order's language (docs/languages.md): the product's language for every player who
   * has none of their own. Absent (older orders, or none chosen): the browser's (additive).
   */
  language?: Language;
}

/** One player of an exercise, reached through an unguessable link token. */
export interface PlayerDoc {
  _id: string;
  exerciseId: string;
  /** The link token in /exercise/{token}; unique. */
  linkToken: string;
  /** An e-mail, a privacy-mode participant id, or (facilitated) the chosen alias. */
  user: string;
  email: string | null;
  alias: string | null;
  /** Team name, or null without a team. */
  team: string | null;
  /** Automated: the player's own clock, started at first entry. */
  clock: GameClock | null;
  ndaAgreedAt: string | null;
  finishedAt: string | null;
  notes: string;
  /** Automated: after this instant the link answers 'expired'; extend moves it (additive). */
  expiresAt: string | null;
  /** Free-text drafts by event id (additive). */
  drafts: Record<string, string>;
  /** When the player first read each event, epoch ms by event id (additive). */
  reads: Record<string, number>;
  /**
   * Facilitated only: the SHA-256 of the device secret the first join answered; a rejoin
   * with the alias needs the secret. Null or absent: the next join claims it (additive).
   */
  deviceSecretHash?: string | null;
  /**
   * The player's language (docs/languages.md, docs/translations.md): the order's choice for
   * them, replaced by the player's own in their settings; the product speaks it, and the
   * scenario plays in it when translated (else in its original). Absent: the exercise's, else
   * the browser's (additive). Read it through `playerLanguage` (exercises/playerLanguage.ts).
   */
  language?: Language;
  /**
   * The player's time setting now (docs/extra-time.md), from the order or a facilitator's
   * live change (additive: absent means standard time).
   */
  timeSetting?: TimeSetting;
  /**
   * Set by the first live change only (additive): every setting the player had, from the game
   * time it applied; absent, `timeSetting` applies from game time 0.
   */
  timeSettingPeriods?: TimeSettingPeriod[];
  /** Counts live changes, so two at once never silently overwrite (additive: absent is 0). */
  timeSettingVersion?: number;
}

/** One answer; unique per (exercise, answering scope, event): never stored twice. */
export interface ResponseDoc {
  _id: string;
  exerciseId: string;
  eventId: string;
  /** `player:<playerId>`, or `team:<team>` for a team question. */
  scopeKey: string;
  playerId: string;
  team: string | null;
  answer: EventAnswer;
  /** Game time of the answer (ms) and the wall clock. */
  answeredAt: number;
  answeredAtWall: string;
  /**
   * Ms from the event showing to the answering player until the answer, so a team question
   * branches (and is timed) the same for every member whatever their clocks (additive).
   */
  answeredAfterMs?: number;
}

/** An event a facilitator sent during the run. */
export interface AdHocEventDoc {
  _id: string;
  exerciseId: string;
  event: ScenarioEvent;
  /** The recipient players' ids, or 'all'. */
  recipients: string[] | 'all';
  sentAt: number;
}

/**
 * `orderedBy` of the exercises the demo data orders (server/src/demo): mail never sends them
 * through an SMTP server.
 */
export const DEMO_ORDERED_BY = 'demo-data';
