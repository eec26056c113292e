import { useId, useState, type FormEvent } from 'react';
import { scenarioCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import { TextField, type StatusKind } from '../../shared/ui';
import { checkSavePdf } from './pdfChecks';
import { definitionOf } from './pdfDraft';
import { usePdfEditor } from './pdfEditorStore';
import type { usePdfNames } from './usePdfNames';

interface Props {
  names: ReturnType<typeof usePdfNames>;
  show(kind: StatusKind, message: string): void;
  onSaved(): void;
}

/** Save PDF: a file name (new, or an existing one to replace) and Save. */
export function PdfSavePanel({ names, show, onSaved }: Props) {
  const token = useStaffSession((session) => session.editorToken) ?? '';
  const { draft, fileName, saved } = usePdfEditor();
  const [filename, setFilename] = useState(fileName);
  const [pending, setPending] = useState(false);
  const listId = useId();
  const trimmed = filename.trim();
  const replaces = trimmed !== fileName && names.names.includes(trimmed);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const body = { ...definitionOf(draft), filename: trimmed, token };
    const problem = checkSavePdf(body);
    if (problem) return show('failed', problem);
    setPending(true);
    try {
      const answer = await callApi(scenarioCalls.savePDF, body);
      show(answer.type, answer.data);
      if (answer.type === 'success') {
        saved(trimmed);
        void names.reload();
        onSaved();
      }
    } catch (error) {
      show('failed', errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="pdf-menu-form" noValidate onSubmit={save} aria-label="Save PDF">
      <TextField
        label="File name"
        name="filename"
        autoComplete="off"
        autoFocus
        list={listId}
        value={filename}
        onChange={(event) => setFilename(event.target.value)}
      />
      <datalist id={listId}>
        {names.names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <button
        type="submit"
        className="btn btn-primary btn-busy"
        disabled={pending}
        aria-busy={pending}
      >
        Save
      </button>
      <p className="field-hint pdf-menu-hint">
        {replaces
          ? `A PDF named ${trimmed} exists: saving replaces it.`
          : 'Letters, digits and spaces; no “-”. Events refer to the PDF by this name.'}
      </p>
    </form>
  );
}
