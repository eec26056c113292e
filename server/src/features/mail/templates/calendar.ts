import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { DEFAULT_LANGUAGE } from '@dojo/protocol';
import type { Branding } from './layout';
import { mailText } from './mailText';
import type { CalendarParams, CancellationParams, PlayerLinkParams } from './params';
import { playtimeOf, worksUntil } from './playerTemplates';

type LinkParams = PlayerLinkParams<'invitation' | 'reminder' | 'extension'>;

/** 'yyyy-mm-dd' as a date (UTC midnight): ical-generator writes all-day dates from UTC. */
function day(text: string): Date {
  const [year, month, date] = text.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/** The day after `text`: an all-day event's end is the first day it no longer covers. */
function dayAfter(text: string): Date {
  const next = day(text);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** "Name <address>" or a bare address, as MAIL_FROM is written. */
export function organizerOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match
    ? { name: match[1]?.trim() || 'Incident Dojo', email: match[2]?.trim() ?? from }
    : { name: 'Incident Dojo', email: from.trim() };
}

/**
 * The iCalendar object (RFC 5545, METHOD:REQUEST, built by ical-generator) a player's
 * invitation or extension carries (docs/mail-and-jobs.md, "Calendar"): one all-day,
 * free-time event from the exercise's date to the last day the link works, in the player's
 * language, with the link; the same UID for every message to the player and a SEQUENCE that
 * grows with the expiry, so the extension updates the event the invitation made.
 */
export function calendarEvent(
  branding: Branding,
  params: LinkParams & { calendar: CalendarParams },
  from: string,
  stamp: Date,
): string {
  const t = mailText(params.language ?? DEFAULT_LANGUAGE);
  const { calendar } = params;
  const summary = t('mail.invitation.subject', { brand: branding.name, scenario: params.scenario });
  const description = [
    t('mail.invitation.intro', {
      scenario: params.scenario,
      identifier: params.identifier,
      playtime: playtimeOf(params, t),
    }),
    t('mail.yourLink', { link: params.link }),
    t('mail.until', { until: worksUntil(params) }),
  ].join('\n\n');
  const cal = ical({ method: ICalCalendarMethod.REQUEST, prodId: PRODUCT });
  cal.createEvent({
    ...eventOf(calendar, from, stamp),
    summary,
    description,
    url: params.link,
  });
  return cal.toString();
}

const PRODUCT = { company: 'Incident Dojo', product: 'Incident Dojo', language: 'EN' };

/** What every revision of a player's event shares: its UID, days and organiser. */
function eventOf(calendar: CalendarParams, from: string, stamp: Date) {
  return {
    id: calendar.uid,
    sequence: calendar.sequence,
    stamp,
    start: day(calendar.firstDay),
    end: dayAfter(calendar.lastDay),
    allDay: true,
    organizer: organizerOf(from),
    transparency: ICalEventTransparency.TRANSPARENT,
  };
}

/**
 * The calendar object that calls a player's event off (RFC 5546, METHOD:CANCEL): the same
 * UID and days as the event last sent, a higher SEQUENCE, STATUS:CANCELLED, in the player's
 * language. A calendar client removes (or strikes through) the event it holds.
 */
export function cancellationEvent(
  params: CancellationParams,
  from: string,
  stamp: Date,
  brand: string,
): string {
  const t = mailText(params.language ?? DEFAULT_LANGUAGE);
  const cal = ical({ method: ICalCalendarMethod.CANCEL, prodId: PRODUCT });
  cal.createEvent({
    ...eventOf(params.calendar, from, stamp),
    summary: t('mail.invitation.subject', { brand, scenario: params.scenario }),
    description: t('mail.cancellation.intro', {
      scenario: params.scenario,
      identifier: params.identifier,
    }),
    status: ICalEventStatus.CANCELLED,
  });
  return cal.toString();
}
