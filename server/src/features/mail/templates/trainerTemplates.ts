import { brandedHtml, button, paragraph, plainText, type RenderedMail } from './layout';
import type { MailInput } from './params';

function tally(finished: number, total: number): string {
  return `${finished} of ${total} player${total === 1 ? '' : 's'} finished.`;
}

/** Told to the trainers (or the client) when an exercise's links expire. */
export function expiryNoticeMail({ branding, params }: MailInput<'expiryNotice'>): RenderedMail {
  const subject = `The exercise "${params.identifier}" has expired`;
  const intro = `The links of "${params.identifier}" (${params.scenario}) have expired: players can no longer enter.`;
  const count = tally(params.finished, params.total);
  return {
    subject,
    html: brandedHtml(branding, subject, paragraph(intro) + paragraph(count)),
    text: plainText(branding, [intro, count]),
  };
}

/** Told once, when every player finished or the exercise expired: the report is complete. */
export function resultsReadyMail({ branding, params }: MailInput<'resultsReady'>): RenderedMail {
  const subject = `Results ready: "${params.identifier}"`;
  const intro = `The results of "${params.identifier}" (${params.scenario}) are ready.`;
  const count = tally(params.finished, params.total);
  return {
    subject,
    html: brandedHtml(
      branding,
      subject,
      paragraph(intro) + paragraph(count) + button('Open the reports', params.reportLink),
    ),
    text: plainText(branding, [intro, count, '', `Reports: ${params.reportLink}`]),
  };
}

/** Told to the client once, when its subscription ends: the monthly refills stop. */
export function subscriptionEndedMail({
  branding,
  params,
}: MailInput<'subscriptionEnded'>): RenderedMail {
  const subject = `Your Incident Dojo subscription ended on ${params.endedOn}`;
  const intro = `The subscription of ${params.client} ended on ${params.endedOn}, so the monthly credit refills have stopped.`;
  const left = `You keep the ${params.credits} credit${params.credits === 1 ? '' : 's'} on your balance. Contact us to renew.`;
  return {
    subject,
    html: brandedHtml(branding, subject, paragraph(intro) + paragraph(left)),
    text: plainText(branding, [intro, left]),
  };
}
