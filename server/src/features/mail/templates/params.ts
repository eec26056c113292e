import type { Language, MailKind } from '@dojo/protocol';
import type { Branding } from './layout';

/** What each kind of message says, stored with the message so a retry renders the same. */
export type MailParams =
  | PlayerLinkParams<'invitation'>
  | { kind: 'facilitator'; scenario: string; identifier: string; link: string; joinLink: string }
  | PlayerLinkParams<'reminder'>
  | PlayerLinkParams<'extension'>
  | { kind: 'expiryNotice'; scenario: string; identifier: string; finished: number; total: number }
  | {
      kind: 'resultsReady';
      scenario: string;
      identifier: string;
      finished: number;
      total: number;
      reportLink: string;
    }
  | { kind: 'subscriptionEnded'; client: string; endedOn: string; credits: number }
  | CancellationParams;

/**
 * A player's link and how long it works. `expiresAt` (the exact instant) and `playtime` (the
 * scenario's) are additive: a message stored before them renders with `expiresOn`, the day.
 */
export interface PlayerLinkParams<K extends 'invitation' | 'reminder' | 'extension'> {
  kind: K;
  scenario: string;
  identifier: string;
  link: string;
  expiresOn: string;
  expiresAt?: string | null;
  playtime?: string;
  /** The player's language (docs/languages.md); absent (older mail): English (additive). */
  language?: Language;
  /** The calendar event the message carries (docs/mail-and-jobs.md, "Calendar"); additive. */
  calendar?: CalendarParams;
}

/**
 * An exercise's calendar event for one player: all-day from the exercise's date to the last
 * day the link works. One `uid` per player; `sequence` grows with the link's expiry, so an
 * extension replaces the event it updates in the player's calendar.
 */
export interface CalendarParams {
  uid: string;
  sequence: number;
  /** The first day (yyyy-mm-dd) and the last day the link works (yyyy-mm-dd, UTC). */
  firstDay: string;
  lastDay: string;
}

/**
 * A player's calendar event called off (docs/mail-and-jobs.md, "Calendar"): the event as it
 * was last sent to them, its `sequence` already past every message before.
 */
export interface CancellationParams {
  kind: 'cancellation';
  scenario: string;
  identifier: string;
  language?: Language;
  calendar: CalendarParams;
}

export type ParamsOf<K extends MailKind> = Extract<MailParams, { kind: K }>;

export interface MailInput<K extends MailKind = MailKind> {
  branding: Branding;
  params: ParamsOf<K>;
}
