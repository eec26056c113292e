import { useRef, useState } from 'react';
import {
  EDITOR_MESSAGES,
  MSEL_DEFAULT_ORGANISATION,
  ScenarioFileName,
  formatMselTime,
  messagesFor,
  parseMselTime,
  scenarioCalls,
  type MselFormat,
  type MselMapping,
  type MselPreview,
  type MselRole,
} from '@dojo/protocol';
import { callApi, errorMessage } from '../../../shared/api';
import { downloadBase64 } from '../../../shared/download';
import { useEditorToken } from '../../../shared/session';
import { BusyButton, FileField, TextField } from '../../../shared/ui';
import { listChanged } from '../../lists';
import { ProblemList } from '../ProblemList';
import { useScenarioEditor } from '../scenarioStore';
import type { ChannelChoice } from './MselChannelsView';
import { MselPreviewView } from './MselPreviewView';
import { TimelinePanel } from './TimelinePanel';
import { base64Of, mselFileProblem, mselFormatOf, suggestedScenarioName } from './mselFile';
import './msel.css';

interface Chosen {
  source: string;
  format: MselFormat;
  content: string;
}

/**
 * MSEL import and export (docs/msel.md): a planner's sheet (CSV or XLSX) is previewed, then
 * becomes a new scenario; a saved scenario downloads as such a sheet.
 */
export function MselPanel({
  selected,
  onImported,
}: {
  selected: string;
  onImported(name: string): void;
}) {
  const token = useEditorToken();
  const showMessage = useScenarioEditor((state) => state.showMessage);
  const [organisation, setOrganisation] = useState<string>(MSEL_DEFAULT_ORGANISATION);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preview, setPreview] = useState<MselPreview | null>(null);
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [mappingName, setMappingName] = useState('');
  const [channels, setChannels] = useState<Record<string, ChannelChoice>>({});
  const [start, setStart] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<'preview' | 'import' | 'export' | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function work(kind: NonNullable<typeof busy>, task: () => Promise<void>) {
    setBusy(kind);
    setProblems([]);
    try {
      await task();
    } catch (error) {
      setProblems(errorMessage(error).split('\n'));
    } finally {
      setBusy(null);
    }
  }

  /** The author's per-sheet choices as the calls take them: channel words and the start. */
  function choices(chosenChannels = channels, startText = start) {
    const seconds = startText.trim() === '' ? undefined : parseMselTime(startText);
    if (startText.trim() !== '' && seconds === undefined) {
      throw new Error(`The start "${startText.trim()}" is not a time (use 09:00 or 9h00).`);
    }
    return {
      ...(Object.keys(chosenChannels).length > 0 ? { channels: chosenChannels } : {}),
      ...(seconds === undefined ? {} : { start: seconds }),
    };
  }

  function runPreview(
    sheet: Chosen,
    mapping?: MselMapping,
    chosenChannels = channels,
    startText = start,
  ) {
    return work('preview', async () => {
      const body = {
        token,
        format: sheet.format,
        content: sheet.content,
        organisation,
        ...(mapping ? { mapping } : {}),
        ...choices(chosenChannels, startText),
      };
      setPreview(await callApi(scenarioCalls.previewMsel, body));
    });
  }

  function chooseChannel(key: string, choice: ChannelChoice | null) {
    if (!chosen || !preview) return;
    const next = { ...channels };
    if (choice) next[key] = choice;
    else delete next[key];
    setChannels(next);
    void runPreview(chosen, mappingOf(preview), next);
  }

  /** The mapping the preview shows: what the import is sent, so it does what was previewed. */
  const mappingOf = (shown: MselPreview, change?: { index: number; role: MselRole }) => ({
    headerRow: shown.headerRow,
    roles: shown.columns.map((column) =>
      change && column.index === change.index ? change.role : column.role,
    ),
  });

  function changeRole(index: number, role: MselRole) {
    if (!chosen || !preview) return;
    void runPreview(chosen, mappingOf(preview, { index, role }));
  }

  async function choose(file: File | null) {
    setProblems([]);
    setPreview(null);
    setChosen(null);
    if (!file) return;
    const problem = mselFileProblem(file);
    if (inputRef.current) inputRef.current.value = '';
    if (problem) return setProblems([problem]);
    const sheet = {
      source: file.name,
      format: mselFormatOf(file.name)!,
      content: await base64Of(file),
    };
    setChosen(sheet);
    setName(suggestedScenarioName(file.name));
    setTitle('');
    setMappingName('');
    setChannels({});
    setStart('');
    await runPreview(sheet, undefined, {}, '');
  }

  function create() {
    if (!chosen || !preview) return;
    if (preview.problems.length > 0) return setProblems(preview.problems);
    const nameProblems = messagesFor(ScenarioFileName, name);
    if (nameProblems.length > 0) return setProblems(nameProblems);
    return work('import', async () => {
      const answer = await callApi(scenarioCalls.importMsel, {
        token,
        format: chosen.format,
        content: chosen.content,
        organisation,
        mapping: mappingOf(preview),
        ...choices(),
        fileName: name.trim(),
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(mappingName.trim() ? { saveMappingAs: mappingName.trim() } : {}),
      });
      showMessage(answer.type, answer.data);
      await listChanged('files');
      setChosen(null);
      setPreview(null);
      onImported(answer.name);
    });
  }

  function exportAs(format: MselFormat) {
    if (!selected) return showMessage('failed', EDITOR_MESSAGES.selectScenario);
    return work('export', async () => {
      const file = await callApi(scenarioCalls.exportMsel, { token, filename: selected, format });
      downloadBase64(file.fileName, file.contentType, file.content);
      showMessage('success', `Scenario ${selected} exported as an MSEL sheet (${file.fileName}).`);
    });
  }

  return (
    <div className="panel sc-tab-panel msel-panel">
      <h3 className="sc-tab-panel-title">MSEL sheet</h3>
      <p className="field-hint">
        Import a master scenario events list (CSV or XLSX, one inject per row: Time, From, To or
        Channel, Subject, Body, Expected action) as a new scenario, or export the selected saved
        scenario in the same columns.
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy !== null}
          onClick={() => void exportAs('csv')}
        >
          Download MSEL (CSV)
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy !== null}
          onClick={() => void exportAs('xlsx')}
        >
          Download MSEL (XLSX)
        </button>
      </div>
      <TextField
        label="Organisation for new personas"
        value={organisation}
        hint="Senders no organisation has yet are created here, unless the sheet names one."
        onChange={(event) => setOrganisation(event.target.value)}
        onBlur={() => chosen && preview && void runPreview(chosen, mappingOf(preview))}
      />
      <FileField
        ref={inputRef}
        label="Import an MSEL sheet"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={busy !== null}
        hint="At most 2 MB and 1,000 rows. Nothing is saved until you create the scenario."
        onFile={(file) => void choose(file)}
      />
      {busy === 'preview' && !preview && <p role="status">Reading the sheet…</p>}
      <ProblemList problems={problems} />
      {chosen && preview && (
        <form
          className="msel-create"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <TextField
            label="Exercise starts at (optional)"
            value={start}
            maxLength={20}
            hint={`A time on the sheet's clock. Empty: the sheet's first time, ${formatMselTime(preview.origin)}.`}
            onChange={(event) => setStart(event.target.value)}
            onBlur={() => void runPreview(chosen, mappingOf(preview))}
          />
          <MselPreviewView
            preview={preview}
            source={chosen.source}
            busy={busy !== null}
            onRole={changeRole}
            onChannel={chooseChannel}
          />
          <div className="sc-field-pair">
            <TextField
              label="New scenario name"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label="Title (optional)"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <TextField
            label="Save this column mapping as (optional)"
            value={mappingName}
            maxLength={100}
            hint="Offered again for the next sheet with the same headers."
            onChange={(event) => setMappingName(event.target.value)}
          />
          <div className="form-actions">
            <BusyButton busy={busy === 'import'}>Create scenario</BusyButton>
            <button
              type="button"
              className="btn btn-quiet"
              onClick={() => {
                setChosen(null);
                setPreview(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      <TimelinePanel />
    </div>
  );
}
