/**
 * What a person calls each request field, for the refusals the schemas do not word themselves
 * (core/messages.ts). A field missing here is read as words: `exerciseName` is 'exercise name'.
 * Keyed by the field's own name, whatever call it is in; the names are the product's
 * (docs/protocol-decisions.md, "Refusals in the product's words").
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  admin: 'admin choice',
  addressees: 'addressees',
  baseRevision: 'version you started from',
  beta: 'beta setting',
  branding: 'branding client',
  branding_logo_url: 'logo address',
  chosenOption: 'image type',
  code: 'player link',
  commentIndex: 'comment',
  configuration: 'client settings',
  correct: 'correct answers',
  correctFeedback: 'feedback on a correct answer',
  count: 'number of participants',
  credits: 'new balance',
  delegates: 'recommended delegates',
  deviceSecret: 'device',
  directory: 'list',
  displayAt: 'time shown',
  earlierThan: 'early answer time',
  editor: 'sign-in',
  email: 'e-mail address',
  everywhere: 'sign-out choice',
  exerciseName: 'exercise',
  fields: 'form fields',
  fileName: 'file name',
  filename: 'name',
  from: 'first day',
  group: 'exercise',
  hasBranch: 'branch setting',
  headerRow: 'header row',
  hook: 'webhook',
  image2: 'second image',
  laterThan: 'late answer time',
  learningPrograms: 'learning module setting',
  liked: 'like',
  mapping: 'column choice',
  maturity: 'technical maturity level',
  media: 'media files',
  months: 'number of months',
  nda_json: 'NDA',
  nda_text: 'NDA text',
  neutral: 'neutral answers',
  newOrg: 'new organisation',
  next: 'next event',
  nextIfEarly: 'next event for an early answer',
  nextIfLate: 'next event for a late answer',
  old: 'current name',
  org: 'organisation',
  overwrite: 'overwrite choice',
  pdf: 'PDF',
  pdf2: 'second PDF',
  pdfs: 'PDFs',
  private: 'privacy setting',
  publishAnyway: 'publish anyway choice',
  reAddress: 'shared persona address',
  reAgree: 'shared persona stance',
  reOrg: 'shared organisation',
  rePersona: 'shared persona',
  reRole: 'shared persona role',
  read: 'read mark',
  readAts: 'read times',
  response: 'answer',
  responseType: 'answer type',
  retweets: 'shares',
  shorten: 'short link',
  startAt: 'start time',
  time: 'time to push',
  timeLimit: 'time limit',
  timeSetting: 'time setting',
  to: 'last day',
  url: 'web address',
  user: 'player',
  visible: 'visibility',
  wrong: 'wrong answers',
  wrongFeedback: 'feedback on a wrong answer',
};

/** What one entry of a list is called ('player 3'); any other list's entry is an 'entry'. */
export const ITEM_NAMES: Readonly<Record<string, string>> = {
  comments: 'comment',
  events: 'event',
  fields: 'form field',
  images: 'image',
  options: 'option',
  pdfs: 'PDF',
  personas: 'persona',
  players: 'player',
  roles: 'role',
  scenario: 'event',
  teams: 'team',
  translations: 'translation',
};

/** 'exerciseName' -> 'exercise name', 'nda_text' -> 'nda text': a field's name as words. */
function asWords(key: string): string {
  return key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? asWords(key);
}

/**
 * The words for where an issue is: 'the e-mail address of player 3', 'player 2', 'the request'.
 * Only the innermost list entry is named: it is the one the person looks for.
 */
export function fieldPhrase(path: readonly PropertyKey[]): string {
  const keys = path.filter((part): part is string | number => typeof part !== 'symbol');
  const lastIndex = keys.findLastIndex((part) => typeof part === 'number');
  const last = keys.at(-1);
  if (last === undefined) return 'the request';
  if (lastIndex === -1) return `the ${fieldLabel(String(last))}`;
  const list = keys[lastIndex - 1];
  const item = `${typeof list === 'string' ? (ITEM_NAMES[list] ?? 'entry') : 'entry'} ${Number(keys[lastIndex]) + 1}`;
  if (lastIndex === keys.length - 1) return item;
  return `the ${fieldLabel(String(last))} of ${item}`;
}
