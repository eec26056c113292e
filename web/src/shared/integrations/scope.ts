import { formatDate } from '../i18n';

/** What the panel works on: the session's token, and the client when the admin names one. */
export interface WebhookScope {
  token: string;
  client?: string | undefined;
}

/** The request's client part: the admin's choice, or nothing for the owner's own. */
export const scopeBody = (scope: WebhookScope) =>
  scope.client ? { token: scope.token, client: scope.client } : { token: scope.token };

/** A moment as the screens write it: the reader's language, date and time. */
export const moment = (iso: string) =>
  formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
