import type { EventAnswer, PdfField } from '@dojo/protocol';

export type FormValues = Record<string, string | string[]>;

export const FORM_INCOMPLETE = 'Please fill in every field of the form.';
export const SUBMITTED_SUFFIX = ' [SUBMITTED]';

/** Empty values for a form's fields: '' for text and radio, [] for check boxes. */
export function emptyForm(fields: readonly PdfField[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => [field.identifier, field.fieldType === 'Checkboxes' ? [] : '']),
  );
}

/** The stored answer as form values (what a submitted form shows). */
export function formValuesOf(
  fields: readonly PdfField[],
  answer: EventAnswer | undefined,
): FormValues {
  const values = emptyForm(fields);
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return values;
  for (const field of fields) {
    const given = answer[field.identifier];
    if (given !== undefined) values[field.identifier] = given;
  }
  return values;
}

/** The answer to send (text trimmed), or null while a field is still empty. */
export function formAnswer(fields: readonly PdfField[], values: FormValues): FormValues | null {
  const answer: FormValues = {};
  for (const field of fields) {
    const value = values[field.identifier];
    const filled = Array.isArray(value) ? value.length > 0 : (value ?? '').trim() !== '';
    if (!filled || value === undefined) return null;
    answer[field.identifier] = Array.isArray(value) ? value : value.trim();
  }
  return answer;
}
