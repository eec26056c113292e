import { useState, type FormEvent } from 'react';
import { scenarioCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { BusyButton, SelectField, usePending, type StatusKind } from '../../shared/ui';
import { useList } from '../lists';
import { checkLoadPdf, loadedMessage } from './pdfChecks';
import { usePdfEditor } from './pdfEditorStore';
import { useRevisions } from '../concurrency/staleWrite';

interface Props {
  show(kind: StatusKind, message: string): void;
  onLoaded(): void;
}

/** Load PDF: choose a saved PDF and Load it into the editor, or start a new one. */
export function PdfLoadPanel({ show, onLoaded }: Props) {
  const token = useEditorToken();
  const names = useList('pdfs');
  const { fileName, dirty, loaded, startNew } = usePdfEditor();
  const [filename, setFilename] = useState(fileName);
  const { pending, run } = usePending((message) => show('failed', message));

  async function load(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const body = { filename, token };
    const problem = checkLoadPdf(body);
    if (problem) return show('failed', problem);
    await run(async () => {
      const pdf = await callApi(scenarioCalls.loadPDF, body);
      useRevisions.getState().remember('PDF', pdf.fileName, pdf.revision);
      loaded(pdf);
      show('success', loadedMessage(pdf.fileName));
      onLoaded();
    });
  }

  return (
    <form className="pdf-menu-form" noValidate onSubmit={load} aria-label="Load PDF">
      <SelectField
        label="PDF"
        value={filename}
        autoFocus
        aria-busy={names.state === 'loading' || undefined}
        error={names.state === 'failed' ? (names.error ?? undefined) : undefined}
        onChange={(event) => setFilename(event.target.value)}
      >
        <option value="">{names.state === 'loading' ? 'Loading PDFs…' : 'Select a PDF'}</option>
        {names.items.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <BusyButton busy={pending}>Load</BusyButton>
      <button
        type="button"
        className="btn btn-quiet"
        onClick={() => {
          startNew();
          show('success', 'Started a new PDF.');
          onLoaded();
        }}
      >
        Start a New PDF
      </button>
      {dirty && (
        <p className="field-hint pdf-menu-hint">
          The PDF in the editor has unsaved changes: loading or starting anew replaces them.
        </p>
      )}
    </form>
  );
}
