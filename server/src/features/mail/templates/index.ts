import { headerText } from '../headers';
import type { Branding, RenderedMail } from './layout';
import type { MailParams } from './params';
import { calendarEvent, cancellationEvent } from './calendar';
import {
  cancellationMail,
  extensionMail,
  facilitatorMail,
  invitationMail,
  reminderMail,
} from './playerTemplates';
import { expiryNoticeMail, resultsReadyMail, subscriptionEndedMail } from './trainerTemplates';

export type { Branding, RenderedMail } from './layout';
export type { MailParams } from './params';

/**
 * Renders any message; the subject is made header-safe here, once for every template. Given
 * the sender (MAIL_FROM) and the sending time, a player's message with a calendar event gets
 * it (`calendarEvent`), the sender as its organiser.
 */
export function renderMail(
  branding: Branding,
  params: MailParams,
  sending?: { from: string; at: Date },
): RenderedMail {
  const rendered = pick(branding, params);
  const calendar = sending ? calendarOf(branding, params, sending) : undefined;
  return { ...rendered, subject: headerText(rendered.subject), ...(calendar ? { calendar } : {}) };
}

/** The calendar part: a cancellation's CANCEL, a player's link message's REQUEST, or none. */
function calendarOf(
  branding: Branding,
  params: MailParams,
  sending: { from: string; at: Date },
): string | undefined {
  if (params.kind === 'cancellation')
    return cancellationEvent(params, sending.from, sending.at, branding.name);
  if ('calendar' in params && params.calendar)
    return calendarEvent(
      branding,
      { ...params, calendar: params.calendar },
      sending.from,
      sending.at,
    );
  return undefined;
}

function pick(branding: Branding, params: MailParams): RenderedMail {
  switch (params.kind) {
    case 'invitation':
      return invitationMail({ branding, params });
    case 'reminder':
      return reminderMail({ branding, params });
    case 'facilitator':
      return facilitatorMail({ branding, params });
    case 'expiryNotice':
      return expiryNoticeMail({ branding, params });
    case 'resultsReady':
      return resultsReadyMail({ branding, params });
    case 'subscriptionEnded':
      return subscriptionEndedMail({ branding, params });
    case 'extension':
      return extensionMail({ branding, params });
    case 'cancellation':
      return cancellationMail({ branding, params });
  }
}
