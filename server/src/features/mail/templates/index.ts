import { headerText } from '../headers';
import type { Branding, RenderedMail } from './layout';
import type { MailParams } from './params';
import { extensionMail, facilitatorMail, invitationMail, reminderMail } from './playerTemplates';
import { expiryNoticeMail, resultsReadyMail, subscriptionEndedMail } from './trainerTemplates';

export type { Branding, RenderedMail } from './layout';
export type { MailParams } from './params';

/** Renders any message; the subject is made header-safe here, once for every template. */
export function renderMail(branding: Branding, params: MailParams): RenderedMail {
  const rendered = pick(branding, params);
  return { ...rendered, subject: headerText(rendered.subject) };
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
  }
}
