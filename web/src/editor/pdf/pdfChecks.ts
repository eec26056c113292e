import {
  messagesFor,
  pdfFieldProblem,
  pdfImageProblem,
  scenarioCalls,
  type RequestOf,
} from '@dojo/protocol';

type SavePdfBody = RequestOf<typeof scenarioCalls.savePDF>;

/**
 * Save PDF's checks, in the server's order and words: the file name (docs/editor-rules.md), then
 * every image's picture and identifier, then a form's fields (their identifiers key the
 * player's answer, so each needs a label, an identifier of its own, and choices to choose).
 */
export function checkSavePdf(body: SavePdfBody): string | null {
  const nameProblem = messagesFor(scenarioCalls.savePDF.request, body)[0];
  if (nameProblem) return nameProblem;
  return (
    pdfImageProblem(body.images ?? []) ??
    (body.type === 'Form' ? pdfFieldProblem(body.fields ?? []) : null)
  );
}

/** Load PDF's check: 'Please Select a PDF' when none is chosen. */
export function checkLoadPdf(body: RequestOf<typeof scenarioCalls.loadPDF>): string | null {
  return messagesFor(scenarioCalls.loadPDF.request, body)[0] ?? null;
}

export const loadedMessage = (name: string) => `PDF named ${name} loaded successfully.`;
