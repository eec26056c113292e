import type { EventAnswer, PdfField } from '@dojo/protocol';

/**
 * A player's answer to a PDF form, keyed by field identifier: the text of a Text field, the
 * chosen option of a Radio Button field, the ticked options of a Checkboxes field. The same
 * shape the player's setResponse sends for a form.
 */
export type PdfFormValues = Record<string, string | string[]>;

/** The message under a field left unanswered when the form is submitted. */
export const UNANSWERED_FIELD = 'Please answer this field.';

/** Every field with a value: the given one if it has the right shape, else an empty one. */
export function initialValues(
  fields: readonly PdfField[],
  given: PdfFormValues = {},
): PdfFormValues {
  const values: PdfFormValues = {};
  for (const field of fields) {
    const value = given[field.identifier];
    if (field.fieldType === 'Checkboxes') {
      values[field.identifier] = Array.isArray(value) ? value : value ? [value] : [];
    } else {
      values[field.identifier] = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
    }
  }
  return values;
}

/** Sets a Text or Radio Button field's value. */
export function setValue(values: PdfFormValues, identifier: string, value: string): PdfFormValues {
  return { ...values, [identifier]: value };
}

/** Ticks or unticks one option of a Checkboxes field, keeping the options' order stable. */
export function toggleOption(
  values: PdfFormValues,
  field: PdfField,
  option: string,
): PdfFormValues {
  const current = values[field.identifier];
  const ticked = new Set(Array.isArray(current) ? current : []);
  if (ticked.has(option)) ticked.delete(option);
  else ticked.add(option);
  return { ...values, [field.identifier]: field.options.filter((each) => ticked.has(each)) };
}

/** True when a value counts as an answer (non-blank text, a choice, at least one tick). */
export function isAnswered(value: string | string[] | undefined): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return (value ?? '').trim().length > 0;
}

/** The identifiers of the fields still unanswered; every field of a form must be answered. */
export function unansweredFields(fields: readonly PdfField[], values: PdfFormValues): string[] {
  return fields
    .filter((field) => !isAnswered(values[field.identifier]))
    .map((field) => field.identifier);
}

/** The answer as it is sent: text trimmed, only the form's own fields. */
export function answerOf(fields: readonly PdfField[], values: PdfFormValues): PdfFormValues {
  const answer: PdfFormValues = {};
  for (const field of fields) {
    const value = values[field.identifier];
    answer[field.identifier] = Array.isArray(value) ? [...value] : (value ?? '').trim();
  }
  return answer;
}

/** A stored answer as form values: a form's answer is keyed by identifier; any other is none. */
export function valuesOfAnswer(answer: EventAnswer | undefined): PdfFormValues {
  return answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {};
}
