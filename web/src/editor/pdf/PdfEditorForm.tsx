import { useId } from 'react';
import { PdfType } from '@dojo/protocol';
import { unknownImageReferences } from '../../shared/pdf';
import { TextAreaField, TextField } from '../../shared/ui';
import { PdfFieldsEditor } from './PdfFieldsEditor';
import { PdfImagesEditor } from './PdfImagesEditor';
import { usePdfEditor } from './pdfEditorStore';

interface Props {
  preview: boolean;
  onTogglePreview(): void;
}

const CONTENT_HINT =
  'One paragraph per line. “header: …” makes a heading, “subtitle: …” a subheading, ' +
  '“image: identifier” places an image.';

/** The PDF's type, title, content, images and (for forms) fields. */
export function PdfEditorForm({ preview, onTogglePreview }: Props) {
  const { draft, change } = usePdfEditor();
  const typeId = useId();
  const unknown = unknownImageReferences(draft.content, draft.images);

  return (
    <div className="pdf-editor">
      <section className="panel pdf-editor-part" aria-label="Document">
        <fieldset className="pdf-type">
          <legend className="field-label" id={typeId}>
            Type of PDF
          </legend>
          <div className="pdf-type-options">
            {PdfType.options.map((type) => (
              <label key={type} className="pdf-type-option">
                <input
                  type="radio"
                  name="pdf-type"
                  value={type}
                  checked={draft.type === type}
                  onChange={() => change((d) => ({ ...d, type }))}
                />
                <span>{type}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Title"
          name="title"
          autoComplete="off"
          value={draft.title}
          onChange={(event) => change((d) => ({ ...d, title: event.target.value }))}
        />
        <TextAreaField
          label="Content"
          name="content"
          rows={12}
          hint={CONTENT_HINT}
          error={
            unknown.length
              ? `No image has the identifier ${unknown.map((name) => `“${name}”`).join(', ')}.`
              : undefined
          }
          value={draft.content}
          onChange={(event) => change((d) => ({ ...d, content: event.target.value }))}
        />
      </section>
      <PdfImagesEditor />
      {draft.type === 'Form' && <PdfFieldsEditor />}
      <div className="pdf-editor-actions">
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={preview}
          onClick={onTogglePreview}
        >
          {preview ? 'Hide Preview' : 'Show Preview'}
        </button>
      </div>
    </div>
  );
}
