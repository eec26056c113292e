import { messagesFor, scenarioCalls, type PdfField, type RequestOf } from '@dojo/protocol';

type SavePdfBody = RequestOf<typeof scenarioCalls.savePDF>;

/** Radio Button and Checkboxes fields offer choices; a Text field has none. */
const CHOICE_FIELDS: ReadonlySet<PdfField['fieldType']> = new Set(['Radio Button', 'Checkboxes']);

function imageProblem(images: readonly { url: string; name: string }[]): string | null {
  for (const image of images) {
    if (!image.url.trim()) return 'Choose a picture for every image.';
    if (!image.name.trim()) return 'Every image needs an identifier.';
  }
  return null;
}

type FieldInput = Pick<PdfField, 'label' | 'identifier' | 'fieldType'> & { options?: string[] };

function fieldProblem(fields: readonly FieldInput[]): string | null {
  if (fields.length === 0) return 'A form needs at least one field.';
  const seen = new Set<string>();
  for (const field of fields) {
    const label = field.label.trim();
    const identifier = field.identifier.trim();
    if (!label) return 'Every field needs a label.';
    if (!identifier) return `The field ${label} needs an identifier.`;
    if (seen.has(identifier)) return `Two fields use the identifier ${identifier}.`;
    seen.add(identifier);
    const options = (field.options ?? []).map((option) => option.trim()).filter(Boolean);
    if (CHOICE_FIELDS.has(field.fieldType) && options.length === 0) {
      return `The field ${label} needs at least one option.`;
    }
  }
  return null;
}

/**
 * Save PDF's checks, in the server's order and words: the file name (editor spec §5), then
 * every image's picture and identifier, then a form's fields (their identifiers key the
 * player's answer, so each needs a label, an identifier of its own, and choices to choose).
 */
export function checkSavePdf(body: SavePdfBody): string | null {
  const nameProblem = messagesFor(scenarioCalls.savePDF.request, body)[0];
  if (nameProblem) return nameProblem;
  return (
    imageProblem(body.images ?? []) ??
    (body.type === 'Form' ? fieldProblem(body.fields ?? []) : null)
  );
}

/** Load PDF's check: 'Please Select a PDF' when none is chosen. */
export function checkLoadPdf(body: RequestOf<typeof scenarioCalls.loadPDF>): string | null {
  return messagesFor(scenarioCalls.loadPDF.request, body)[0] ?? null;
}

export const loadedMessage = (name: string) => `PDF named ${name} loaded successfully.`;
