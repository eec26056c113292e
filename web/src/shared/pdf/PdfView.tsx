import { useId } from 'react';
import type { PdfDefinition } from '@dojo/protocol';
import { PdfBody } from './PdfBody';
import { PdfForm, type PdfFormOptions } from './PdfForm';
import './PdfView.css';

export type PdfViewDefinition = Pick<PdfDefinition, 'title' | 'content' | 'images' | 'type'> &
  Partial<Pick<PdfDefinition, 'fields'>>;

/** What a form's title gets once it has been answered (docs/portal.md). */
const SUBMITTED_SUFFIX = ' [SUBMITTED]';

interface PdfViewProps extends PdfFormOptions {
  pdf: PdfViewDefinition;
  /** Lays the sheet on a desk, with its kind above the title: the editor's preview. */
  framed?: boolean;
  /** The title's id, for a dialog named by it; one is made up otherwise. */
  titleId?: string;
}

/**
 * A PDF document or form drawn as a light sheet of paper: the editor's preview, the player's
 * attachments and the player's form answers.
 */
export function PdfView({ pdf, framed = false, titleId, ...form }: PdfViewProps) {
  const ownId = useId();
  const headingId = titleId ?? ownId;
  const fields = pdf.type === 'Form' ? (pdf.fields ?? []) : [];
  return (
    <article
      className={framed ? 'pdf-view pdf-view-framed' : 'pdf-view'}
      aria-labelledby={headingId}
    >
      <div className="pdf-sheet">
        <header className="pdf-sheet-header">
          {framed && <p className="pdf-kind">{pdf.type === 'Form' ? 'Form' : 'Document'}</p>}
          <h2 className="pdf-title" id={headingId}>
            {pdf.title.trim() || 'Untitled'}
            {form.submitted && SUBMITTED_SUFFIX}
          </h2>
        </header>
        <PdfBody content={pdf.content} images={pdf.images} />
        {fields.length > 0 && <PdfForm fields={fields} titleId={headingId} {...form} />}
      </div>
    </article>
  );
}
