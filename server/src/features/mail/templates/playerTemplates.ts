import { exactMoment } from '@dojo/protocol';
import { brandedHtml, button, paragraph, plainText, type RenderedMail } from './layout';
import type { MailInput, PlayerLinkParams } from './params';

/** The last moment the link works, exactly and with its time zone (the day for older mail). */
function worksUntil(params: PlayerLinkParams<'invitation' | 'reminder' | 'extension'>): string {
  return params.expiresAt ? exactMoment(params.expiresAt) : params.expiresOn;
}

/** The scenario's own play time, when its details give one. */
function playtimeOf(params: PlayerLinkParams<'invitation' | 'reminder' | 'extension'>): string {
  const playtime = params.playtime?.trim() ?? '';
  return playtime ? ` (play time: ${playtime})` : '';
}

/** The invitation every player of an order gets on its date, with their own link. */
export function invitationMail({ branding, params }: MailInput<'invitation'>): RenderedMail {
  const subject = `${branding.name} invites you to the exercise "${params.scenario}"`;
  const intro = `You are invited to play "${params.scenario}" (${params.identifier}), a cyber-incident exercise${playtimeOf(params)}.`;
  const how =
    'Open your personal link below when you have time to play it in one go. Do not share it: it is yours alone.';
  const until = `Your link works until ${worksUntil(params)}.`;
  return {
    subject,
    html: brandedHtml(
      branding,
      subject,
      paragraph(intro) +
        paragraph(how) +
        button('Start the exercise', params.link) +
        paragraph(until),
    ),
    text: plainText(branding, [intro, how, '', `Your link: ${params.link}`, '', until]),
  };
}

/** A reminder a trainer sends for a player who has not finished. */
export function reminderMail({ branding, params }: MailInput<'reminder'>): RenderedMail {
  const subject = `Reminder: your exercise "${params.scenario}" is waiting`;
  const intro = `This is a reminder to play "${params.scenario}" (${params.identifier})${playtimeOf(params)}.`;
  const until = `Your link works until ${worksUntil(params)}.`;
  return {
    subject,
    html: brandedHtml(
      branding,
      subject,
      paragraph(intro) + button('Continue the exercise', params.link) + paragraph(until),
    ),
    text: plainText(branding, [intro, '', `Your link: ${params.link}`, '', until]),
  };
}

/** Told to a player whose link was extended: short, with the new last moment. */
export function extensionMail({ branding, params }: MailInput<'extension'>): RenderedMail {
  const until = worksUntil(params);
  const subject = `Your link to "${params.scenario}" now works until ${until}`;
  const intro = `Your link to "${params.scenario}" (${params.identifier}) was extended: it now works until ${until}.`;
  return {
    subject,
    html: brandedHtml(
      branding,
      subject,
      paragraph(intro) + button('Open the exercise', params.link),
    ),
    text: plainText(branding, [intro, '', `Your link: ${params.link}`]),
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
