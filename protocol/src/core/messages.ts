import { z } from 'zod';
import { LOGIN_REQUIRED } from '../auth/messages';
import { fieldPhrase } from './fieldLabels';
import { plural } from './text';
import { REQUEST_MESSAGES } from './requestMessages';

/**
 * The refusal a person reads when a schema sets no message of its own: the field in the
 * product's words (core/fieldLabels.ts) and what is wrong with it, never zod's wording or a
 * field path (docs/protocol-decisions.md, "Refusals in the product's words"). A schema's own
 * message (the specs' wording) always wins. Shared by server and web.
 */
export function refusalFor(issue: z.core.$ZodRawIssue): string {
  const path = issue.path ?? [];
  const what = fieldPhrase(path);
  const The = what.charAt(0).toUpperCase() + what.slice(1);
  const is = readsPlural(what) ? 'are' : 'is';
  const last = path.at(-1);
  if (last === 'token' || last === 'editor') return signInRefusal(issue);
  switch (issue.code) {
    case 'invalid_type':
      if (path.length === 0) return REQUEST_MESSAGES.unreadable;
      if (issue.input === undefined || issue.input === null) return `${The} ${is} missing.`;
      return `${The} ${kindWanted(issue.expected, is)}.`;
    case 'too_small':
      return tooSmall(The, is, issue);
    case 'too_big':
      return tooBig(The, is, issue);
    case 'invalid_value':
      return `Please choose ${what} from the list.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? `${The} ${is} not a valid e-mail address.`
        : issue.format === 'url'
          ? `${The} ${is} not a valid web address.`
          : `${The} ${is} not written the way it should be.`;
    case 'not_multiple_of':
      return `${The} must be a whole number.`;
    case 'unrecognized_keys':
      return `${The} ${readsPlural(what) ? 'hold' : 'holds'} something this action does not take.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${The} ${is} not valid.`;
  }
}

/** 'the teams are', 'the e-mail address is': a label's last word ending in one s is plural. */
function readsPlural(what: string): boolean {
  const word = what.split(' ').at(-1) ?? '';
  return /[^s]s$/.test(word) && !['alias', 'status'].includes(word);
}

function signInRefusal(issue: z.core.$ZodRawIssue): string {
  const blank =
    issue.input === undefined ||
    issue.input === null ||
    issue.input === '' ||
    (issue.code === 'too_small' && issue.origin === 'string');
  return blank ? LOGIN_REQUIRED : 'This sign-in or link is not valid. Please sign in again.';
}

function kindWanted(expected: string, is: string): string {
  switch (expected) {
    case 'string':
      return 'must be text';
    case 'number':
    case 'nan':
      return 'must be a number';
    case 'int':
      return 'must be a whole number';
    case 'boolean':
      return 'must be yes or no';
    case 'array':
      return 'must be a list';
    default:
      return `${is} not valid`;
  }
}

function tooSmall(
  The: string,
  is: string,
  issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>,
): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1
        ? `${The} ${is} missing.`
        : `${The} needs at least ${plural(min, 'character')}.`;
    case 'array':
    case 'set':
      return `${The} ${is === 'are' ? 'need' : 'needs'} at least ${min === 1 ? 'one entry' : `${min} entries`}.`;
    default:
      return issue.inclusive === false
        ? `${The} must be more than ${min}.`
        : `${The} must be at least ${min}.`;
  }
}

function tooBig(
  The: string,
  is: string,
  issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>,
): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `${The} can be at most ${plural(max, 'character')} long.`;
    case 'array':
    case 'set':
      return `${The} can hold at most ${max === 1 ? 'one entry' : `${max} entries`}.`;
    case 'file':
      return `${The} ${is} too large.`;
    default:
      return issue.inclusive === false
        ? `${The} must be less than ${max}.`
        : `${The} can be at most ${max}.`;
  }
}

z.config({ customError: refusalFor });
