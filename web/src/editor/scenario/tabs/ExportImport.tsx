import { useRef, useState } from 'react';
import { EDITOR_MESSAGES, ERROR, scenarioCalls } from '@dojo/protocol';
import { callApi, errorMessage, isApiError } from '../../../shared/api';
import { useEditorToken } from '../../../shared/session';
import { ConfirmDialog, FileField } from '../../../shared/ui';
import { listChanged } from '../../lists';
import { useScenarioEditor } from '../scenarioStore';
import { exportFileName, readScenarioFile, type ImportReading } from './scenarioFileImport';
import { ProblemList } from '../ProblemList';

type ImportedFile = Extract<ImportReading, { ok: true }>['file'];

/** Export a saved scenario as a JSON file; import such a file (ours, additive). */
export function ExportImport({
  selected,
  onImported,
}: {
  selected: string;
  onImported(name: string): void;
}) {
  const token = useEditorToken();
  const showMessage = useScenarioEditor((state) => state.showMessage);
  const [problems, setProblems] = useState<string[]>([]);
  const [replacing, setReplacing] = useState<ImportedFile | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function exportSelected() {
    if (!selected) return showMessage('failed', EDITOR_MESSAGES.selectScenario);
    try {
      const file = await callApi(scenarioCalls.exportScenario, { filename: selected, token });
      download(exportFileName(selected), JSON.stringify(file, null, 2));
      showMessage('success', `Scenario ${selected} exported.`);
    } catch (error) {
      showMessage('failed', errorMessage(error));
    }
  }

  async function upload(file: ImportedFile, overwrite: boolean) {
    setReplacing(null);
    setBusy(true);
    try {
      const answer = await callApi(scenarioCalls.importScenario, { file, overwrite, token });
      showMessage(answer.type, answer.data);
      await listChanged('files');
      onImported(file.fileName);
    } catch (error) {
      if (isApiError(error, ERROR.name_taken) && !overwrite) setReplacing(file);
      else showMessage('failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function choose(chosen: File | null) {
    setProblems([]);
    if (!chosen) return;
    const reading = readScenarioFile(await chosen.text());
    // Cleared at once, so choosing the same file again is a new choice.
    if (inputRef.current) inputRef.current.value = '';
    if (!reading.ok) return setProblems(reading.problems);
    await upload(reading.file, false);
  }

  return (
    <div className="panel sc-tab-panel">
      <h3 className="sc-tab-panel-title">Export and import</h3>
      <p className="field-hint">
        Export downloads the selected saved scenario as a JSON file; Import saves such a file as a
        scenario here.
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={() => void exportSelected()}>
          Export
        </button>
      </div>
      <FileField
        ref={inputRef}
        label="Import a scenario file"
        accept="application/json,.json"
        disabled={busy}
        hint="A .json file made by Export."
        onFile={(file) => void choose(file)}
      />
      <ProblemList problems={problems} />
      <ConfirmDialog
        open={replacing !== null}
        title="Replace the saved scenario?"
        message={`A scenario named ${replacing?.fileName ?? ''} already exists. Importing replaces it; its current version stays under Previous Versions.`}
        confirmLabel="Replace it"
        cancelLabel="Cancel"
        onCancel={() => setReplacing(null)}
        onConfirm={() => replacing && void upload(replacing, true)}
      />
    </div>
  );
}

/** Saves a text as a file through the browser's download. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
