import { useState, type FormEvent } from 'react';
import { scenarioCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import type { StatusKind } from '../../shared/ui';
import { SelectField } from '../media/fields';
import { checkLoadPdf, loadedMessage } from './pdfChecks';
import { usePdfEditor } from './pdfEditorStore';
import type { usePdfNames } from './usePdfNames';

interface Props {
  names: ReturnType<typeof usePdfNames>;
  show(kind: StatusKind, message: string): void;
  onLoaded(): void;
}

/** Load PDF: choose a saved PDF and Load it into the editor, or start a new one. */
export function PdfLoadPanel({ names, show, onLoaded }: Props) {
  const token = useStaffSession((session) => session.editorToken) ?? '';
  const { fileName, dirty, loaded, startNew } = usePdfEditor();
  const [filename, setFilename] = useState(fileName);
  const [pending, setPending] = useState(false);

  async function load(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const body = { filename, token };
    const problem = checkLoadPdf(body);
    if (problem) return show('failed', problem);
    setPending(true);
    try {
      const pdf = await callApi(scenarioCalls.loadPDF, body);
      loaded(pdf);
      show('success', loadedMessage(pdf.fileName));
      onLoaded();
    } catch (error) {
      show('failed', errorMessage(error));
    } finally {
      setPending(false);
    }
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
        {names.names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <button
        type="submit"
        className="btn btn-primary btn-busy"
        disabled={pending}
        aria-busy={pending}
      >
        Load
      </button>
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
