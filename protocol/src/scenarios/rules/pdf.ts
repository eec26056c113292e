import type { PdfField, PdfImage } from '../pdf.entities';

/**
 * What Save PDF checks beyond the request's schema (docs/scenario-editor.md, "PDF editor"):
 * every image has a picture and an identifier; a form has fields, each with a label and an
 * identifier of its own (they key the player's answer), and a choice field has options. The
 * editor checks before it sends; the server checks again and refuses with the same words.
 */

/** Radio Button and Checkboxes fields offer choices; a Text field has none. */
export const CHOICE_FIELD_TYPES: ReadonlySet<PdfField['fieldType']> = new Set([
  'Radio Button',
  'Checkboxes',
]);

export const PDF_MESSAGES = {
  imageNeedsPicture: 'Choose a picture for every image.',
  imageNeedsIdentifier: 'Every image needs an identifier.',
  formNeedsField: 'A form needs at least one field.',
  fieldNeedsLabel: 'Every field needs a label.',
  fieldNeedsIdentifier: (label: string) => `The field ${label} needs an identifier.`,
  identifierTwice: (identifier: string) => `Two fields use the identifier ${identifier}.`,
  fieldNeedsOption: (label: string) => `The field ${label} needs at least one option.`,
} as const;

/** The first problem of a PDF's images, or null. */
export function pdfImageProblem(images: readonly Pick<PdfImage, 'url' | 'name'>[]): string | null {
  for (const image of images) {
    if (!image.url.trim()) return PDF_MESSAGES.imageNeedsPicture;
    if (!image.name.trim()) return PDF_MESSAGES.imageNeedsIdentifier;
  }
  return null;
}

export type PdfFieldInput = Pick<PdfField, 'label' | 'identifier' | 'fieldType'> & {
  options?: readonly string[];
};

/** A field's non-blank options, trimmed; a Text field has none. */
export function fieldOptions(field: PdfFieldInput): string[] {
  if (!CHOICE_FIELD_TYPES.has(field.fieldType)) return [];
  return (field.options ?? []).map((option) => option.trim()).filter(Boolean);
}

/** The first problem of a form's fields, or null. */
export function pdfFieldProblem(fields: readonly PdfFieldInput[]): string | null {
  if (fields.length === 0) return PDF_MESSAGES.formNeedsField;
  const seen = new Set<string>();
  for (const field of fields) {
    const label = field.label.trim();
    const identifier = field.identifier.trim();
    if (!label) return PDF_MESSAGES.fieldNeedsLabel;
    if (!identifier) return PDF_MESSAGES.fieldNeedsIdentifier(label);
    if (seen.has(identifier)) return PDF_MESSAGES.identifierTwice(identifier);
    seen.add(identifier);
    if (CHOICE_FIELD_TYPES.has(field.fieldType) && fieldOptions(field).length === 0) {
      return PDF_MESSAGES.fieldNeedsOption(label);
    }
  }
  return null;
}
