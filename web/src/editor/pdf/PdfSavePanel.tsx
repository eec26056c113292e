import { useId, useState, type FormEvent } from 'react';
import { scenarioCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { BusyButton, TextField, usePending, type StatusKind } from '../../shared/ui';
import { baseRevisionFor, raiseIfStale, useRevisions } from '../concurrency/staleWrite';
import { useList } from '../lists';
import { checkSavePdf } from './pdfChecks';
import { definitionOf } from './pdfDraft';
import { usePdfEditor } from './pdfEditorStore';

interface Props {
  show(kind: StatusKind, message: string): void;
  onSaved(): void;
}

/** Save PDF: a file name (new, or an existing one to replace) and Save. */
export function PdfSavePanel({ show, onSaved }: Props) {
  const token = useEditorToken();
  const names = useList('pdfs');
  const { draft, fileName, saved } = usePdfEditor();
  const [filename, setFilename] = useState(fileName);
  const { pending, run } = usePending((message) => show('failed', message));
  const listId = useId();
  const trimmed = filename.trim();
  const replaces = trimmed !== fileName && names.items.includes(trimmed);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    await saveAs(trimmed);
  }

  /** Saves the draft under `name`; false when refused (a stale save opens the dialog). */
  async function saveAs(name: string, asCopy = false): Promise<boolean> {
    const stored = !asCopy && names.items.includes(name);
    const baseRevision = baseRevisionFor('PDF', name, stored);
    const body = { ...definitionOf(draft), filename: name, token, baseRevision };
    const problem = checkSavePdf(body);
    if (problem) {
      show('failed', problem);
      return false;
    }
    let ok = false;
    await run(async () => {
      try {
        const answer = await callApi(scenarioCalls.savePDF, body);
        useRevisions.getState().remember('PDF', name, answer.revision);
        show(answer.type, answer.data);
        ok = answer.type === 'success';
        if (ok) {
          saved(name);
          void names.reload();
          onSaved();
        }
      } catch (error) {
        const mine = { ...definitionOf(draft), fileName: name };
        raiseIfStale(error, {
          kind: 'PDF',
          mine,
          loadTheirs: () => callApi(scenarioCalls.loadPDF, { filename: name, token }),
          reload: async () => {
            const pdf = await callApi(scenarioCalls.loadPDF, { filename: name, token });
            useRevisions.getState().remember('PDF', name, pdf.revision);
            usePdfEditor.getState().loaded(pdf);
          },
          saveAsCopy: (copy) => saveAs(copy, true),
        });
        throw error;
      }
    });
    return ok;
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
        {names.items.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <BusyButton busy={pending}>Save</BusyButton>
      <p className="field-hint pdf-menu-hint">
        {replaces
          ? `A PDF named ${trimmed} exists: saving replaces it.`
          : 'Letters, digits and spaces; no “-”. Events refer to the PDF by this name.'}
      </p>
    </form>
  );
}
