/**
 * The columns of an MSEL (master scenario events list) sheet, and the header names each is
 * known by (docs/msel.md). Headers are matched trimmed, in any case, ignoring spaces, dots,
 * underscores and dashes, so 'Expected Action', 'expected_action' and 'EXPECTED-ACTION' agree.
 */
export const MSEL_COLUMNS = {
  time: ['time', 't+', 'minute', 'minutes', 'min', 'offset', 'timing', 'when'],
  from: ['from', 'sender', 'persona', 'source', 'author'],
  organisation: ['organisation', 'organization', 'org', 'company'],
  channel: ['to', 'channel', 'type', 'medium', 'via'],
  subject: ['subject', 'title', 'headline'],
  body: ['body', 'message', 'inject', 'content', 'text', 'description', 'details'],
  expectedAction: ['expected action', 'expected actions', 'expected', 'expected response'],
  section: ['section', 'phase', 'stage'],
} as const;

export type MselColumn = keyof typeof MSEL_COLUMNS;

/** The header row an export writes, in this order; import reads it back. */
export const MSEL_EXPORT_HEADERS: readonly [MselColumn, string][] = [
  ['time', 'Time'],
  ['from', 'From'],
  ['organisation', 'Organisation'],
  ['channel', 'Channel'],
  ['subject', 'Subject'],
  ['body', 'Body'],
  ['expectedAction', 'Expected action'],
  ['section', 'Section'],
];

/** The columns a sheet must have for its rows to become events. */
export const MSEL_REQUIRED: readonly MselColumn[] = ['time', 'from', 'channel', 'body'];

const squash = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '');

/** Where each known column sits in a header row (the first header that names it wins). */
export function matchColumns(header: readonly string[]): Partial<Record<MselColumn, number>> {
  const found: Partial<Record<MselColumn, number>> = {};
  header.forEach((cell, index) => {
    const key = squash(cell);
    if (!key) return;
    for (const [column, names] of Object.entries(MSEL_COLUMNS) as [
      MselColumn,
      readonly string[],
    ][]) {
      if (found[column] === undefined && names.some((name) => squash(name) === key)) {
        found[column] = index;
        return;
      }
    }
  });
  return found;
}

/** The event channel a To/Channel cell names, or undefined for one we do not know. */
export function mselChannel(cell: string): 'Email' | 'Social' | 'News' | 'Alert' | undefined {
  const key = squash(cell);
  if (['email', 'mail', 'e-mail', 'inbox'].map(squash).includes(key)) return 'Email';
  if (['social', 'socialmedia', 'twitter', 'x', 'tweet', 'post', 'feed'].includes(key))
    return 'Social';
  if (['news', 'press', 'article', 'media', 'newspaper'].includes(key)) return 'News';
  if (['alert', 'alarm', 'notification', 'siem', 'popup', 'sms', 'phone'].includes(key))
    return 'Alert';
  return undefined;
}
