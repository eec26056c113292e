import type { MailKind } from '@dojo/protocol';
import type { Branding } from './layout';

/** What each kind of message says, stored with the message so a retry renders the same. */
export type MailParams =
  | { kind: 'invitation'; scenario: string; identifier: string; link: string; expiresOn: string }
  | { kind: 'facilitator'; scenario: string; identifier: string; link: string; joinLink: string }
  | { kind: 'reminder'; scenario: string; identifier: string; link: string; expiresOn: string }
  | { kind: 'expiryNotice'; scenario: string; identifier: string; finished: number; total: number }
  | {
      kind: 'resultsReady';
      scenario: string;
      identifier: string;
      finished: number;
      total: number;
      reportLink: string;
    }
  | { kind: 'subscriptionEnded'; client: string; endedOn: string; credits: number };

export type ParamsOf<K extends MailKind> = Extract<MailParams, { kind: K }>;

export interface MailInput<K extends MailKind = MailKind> {
  branding: Branding;
  params: ParamsOf<K>;
}
