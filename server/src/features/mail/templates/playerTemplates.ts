import { DEFAULT_LANGUAGE, exactMoment } from '@dojo/protocol';
import { frameWords, MAIL_LOCALES, mailText } from './mailText';
import { brandedHtml, button, paragraph, plainText, type RenderedMail } from './layout';
import type { MailInput, PlayerLinkParams } from './params';

type LinkParams = PlayerLinkParams<'invitation' | 'reminder' | 'extension'>;

/**
 * The last moment the link works, exactly and with its time zone in the player's language
 * (the day for older mail).
 */
export function worksUntil(params: LinkParams): string {
  const language = params.language ?? DEFAULT_LANGUAGE;
  return params.expiresAt
    ? exactMoment(params.expiresAt, MAIL_LOCALES[language])
    : params.expiresOn;
}

/** The scenario's own play time, when its details give one. */
export function playtimeOf(params: LinkParams, t: ReturnType<typeof mailText>): string {
  const playtime = params.playtime?.trim() ?? '';
  return playtime ? t('mail.playtime', { playtime }) : '';
}

/**
 * The invitation every player of an order gets on its date, with their own link, in the
 * player's language (docs/languages.md).
 */
export function invitationMail({ branding, params }: MailInput<'invitation'>): RenderedMail {
  const t = mailText(params.language);
  const words = frameWords(params.language);
  const subject = t('mail.invitation.subject', { brand: branding.name, scenario: params.scenario });
  const intro = t('mail.invitation.intro', {
    scenario: params.scenario,
    identifier: params.identifier,
    playtime: playtimeOf(params, t),
  });
  const how = t('mail.invitation.how');
  const until = t('mail.until', { until: worksUntil(params) });
  const yourLink = t('mail.yourLink', { link: params.link });
  return {
    subject,
    html: brandedHtml(
      branding,
      subject,
      paragraph(intro) +
        paragraph(how) +
        button(t('mail.invitation.start'), params.link) +
        paragraph(until),
      words,
    ),
    text: plainText(branding, [intro, how, '', yourLink, '', until], words),
  };
}

/** A reminder a trainer sends for a player who has not finished. */
export function reminderMail({ branding, params }: MailInput<'reminder'>): RenderedMail {
  const t = mailText(params.language);
  const words = frameWords(params.language);
  const subject = t('mail.reminder.subject', { scenario: params.scenario });
  const intro = t('mail.reminder.intro', {
    scenario: params.scenario,
    identifier: params.identifier,
    playtime: playtimeOf(params, t),
  });
  const until = t('mail.until', { until: worksUntil(params) });
  return {
    subject,
    html: brandedHtml(
      branding,
      subject,
      paragraph(intro) + button(t('mail.reminder.continue'), params.link) + paragraph(until),
      words,
    ),
    text: plainText(
      branding,
      [intro, '', t('mail.yourLink', { link: params.link }), '', until],
      words,
    ),
  };
}

/** Told to a player whose link was extended: short, with the new last moment. */
export function extensionMail({ branding, params }: MailInput<'extension'>): RenderedMail {
  const t = mailText(params.language);
  const words = frameWords(params.language);
  const until = worksUntil(params);
  const subject = t('mail.extension.subject', { scenario: params.scenario, until });
  const intro = t('mail.extension.intro', {
    scenario: params.scenario,
    identifier: params.identifier,
    until,
  });
  return {
    subject,
    html: brandedHtml(
      branding,
      subject,
      paragraph(intro) + button(t('mail.extension.open'), params.link),
      words,
    ),
    text: plainText(branding, [intro, '', t('mail.yourLink', { link: params.link })], words),
  };
}

/** Told to a player whose exercise was removed (or who was): the calendar part calls the event off. */
export function cancellationMail({ branding, params }: MailInput<'cancellation'>): RenderedMail {
  const t = mailText(params.language);
  const words = frameWords(params.language);
  const subject = t('mail.cancellation.subject', { scenario: params.scenario });
  const intro = t('mail.cancellation.intro', {
    scenario: params.scenario,
    identifier: params.identifier,
  });
  return {
    subject,
    html: brandedHtml(branding, subject, paragraph(intro), words),
    text: plainText(branding, [intro], words),
  };
}

/** The facilitator's console link and the link to hand to the players. */
export function facilitatorMail({ branding, params }: MailInput<'facilitator'>): RenderedMail {
  const subject = `Your facilitator console for "${params.identifier}"`;
  const intro = `You facilitate "${params.scenario}" (${params.identifier}). Open the console to open the exercise to players, start, pause and push time.`;
  const share = `Players join through this link (they choose an alias and a team): ${params.joinLink}`;
  const keep = 'Keep the console link to yourself: anyone with it can run the exercise.';
  return {
    subject,
    html: brandedHtml(
      branding,
      subject,
      paragraph(intro) +
        button('Open the facilitator console', params.link) +
        paragraph(share) +
        paragraph(keep),
    ),
    text: plainText(branding, [intro, '', `Console: ${params.link}`, '', share, '', keep]),
  };
}
