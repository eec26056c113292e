import {
  PLAYER_MESSAGES,
  optionText,
  parseResponseOptions,
  type EventAnswer,
  type PdfDefinition,
  type ResponseType,
  assertNever,
} from '@dojo/protocol';
import { badRequest } from '../../errors';

export const NOTHING_SELECTED = PLAYER_MESSAGES.nothingSelected;
export const NOT_AN_OPTION = 'This answer is not one of the options.';
export const EMPTY_TEXT = 'Please write an answer before submitting.';
export const EMPTY_FORM = 'Please fill in the form before submitting.';
export const WRONG_SHAPE = 'This answer does not fit the question.';
/** Long enough for any incident write-up, short enough to keep reports readable. */
export const MAX_TEXT_ANSWER = 10_000;
export const TOO_LONG = `The answer is too long (at most ${MAX_TEXT_ANSWER} characters).`;

/** The question being answered: its response type, stored options, and its form if any. */
export interface Question {
  responseType: ResponseType;
  options: string | undefined;
  /** The PDF form a 'form' question names; null when it cannot be found. */
  form: PdfDefinition | null;
}

/**
 * Checks an answer against the question it answers and returns it as stored (trimmed).
 * The server never trusts the client's choice of `next`: the branch follows from this answer.
 */
export function checkAnswer(question: Question, answer: EventAnswer): EventAnswer {
  switch (question.responseType) {
    case 'text':
      return checkText(answer);
    case 'option':
    case 'random':
      return checkOne(question, answer);
    case 'checkbox':
      return checkSet(question, answer);
    case 'reorder':
      return checkOrder(question, answer);
    case 'form':
      return checkForm(question.form, answer);
    case 'none':
      throw badRequest('This event does not take an answer.');
    default:
      return assertNever(question.responseType, 'response type');
  }
}

function texts(question: Question): string[] {
  return parseResponseOptions(question.options).map((option) => optionText(option).trim());
}

function checkText(answer: EventAnswer): string {
  if (typeof answer !== 'string') throw badRequest(WRONG_SHAPE);
  const text = answer.trim();
  if (!text) throw badRequest(EMPTY_TEXT);
  if (text.length > MAX_TEXT_ANSWER) throw badRequest(TOO_LONG);
  return text;
}

/** One option; a legacy client may send it as a one-element list. */
function checkOne(question: Question, answer: EventAnswer): string {
  const one = Array.isArray(answer) && answer.length === 1 ? answer[0] : answer;
  if (typeof one !== 'string') throw badRequest(WRONG_SHAPE);
  const text = one.trim();
  if (!text) throw badRequest(NOTHING_SELECTED);
  if (!texts(question).includes(text)) throw badRequest(NOT_AN_OPTION);
  return text;
}

function checkSet(question: Question, answer: EventAnswer): string[] {
  if (!Array.isArray(answer)) throw badRequest(WRONG_SHAPE);
  const chosen = [...new Set(answer.map((text) => text.trim()).filter(Boolean))];
  if (chosen.length === 0) throw badRequest(NOTHING_SELECTED);
  const offered = texts(question);
  if (chosen.some((text) => !offered.includes(text))) throw badRequest(NOT_AN_OPTION);
  return chosen;
}

/** A reorder answer ranks every option exactly once. */
function checkOrder(question: Question, answer: EventAnswer): string[] {
  if (!Array.isArray(answer)) throw badRequest(WRONG_SHAPE);
  const order = answer.map((text) => text.trim());
  if (order.length === 0) throw badRequest(NOTHING_SELECTED);
  const offered = texts(question);
  const sameItems =
    order.length === offered.length &&
    new Set(order).size === order.length &&
    order.every((text) => offered.includes(text));
  if (!sameItems) throw badRequest('Please put every option in order.');
  return order;
}

/** Form answers are keyed by field identifier; choices must be the field's options. */
function checkForm(
  form: PdfDefinition | null,
  answer: EventAnswer,
): Record<string, string | string[]> {
  if (typeof answer !== 'object' || Array.isArray(answer)) throw badRequest(WRONG_SHAPE);
  const filled = Object.entries(answer).filter(([, value]) =>
    Array.isArray(value) ? value.length > 0 : value.trim() !== '',
  );
  if (filled.length === 0) throw badRequest(EMPTY_FORM);
  if (!form) return Object.fromEntries(filled);
  const fields = new Map(form.fields.map((field) => [field.identifier, field]));
  for (const [identifier, value] of filled) {
    const field = fields.get(identifier);
    if (!field) throw badRequest(`The form has no field ${identifier}.`);
    const values = Array.isArray(value) ? value : [value];
    if (field.fieldType === 'Text' && Array.isArray(value)) throw badRequest(WRONG_SHAPE);
    if (field.fieldType === 'Radio Button' && values.length !== 1) throw badRequest(WRONG_SHAPE);
    if (field.fieldType !== 'Text' && values.some((v) => !field.options.includes(v))) {
      throw badRequest(`${field.label}: ${NOT_AN_OPTION}`);
    }
    if (values.some((v) => v.length > MAX_TEXT_ANSWER)) throw badRequest(TOO_LONG);
  }
  return Object.fromEntries(filled);
}
