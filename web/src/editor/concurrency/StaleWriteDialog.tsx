import { useState } from 'react';
import { errorMessage } from '../../shared/api';
import { BusyButton, Dialog, TextField, usePending } from '../../shared/ui';
import { fieldDiff, type FieldChange } from './fieldDiff';
import { useRevisions, type StaleConflict } from './staleWrite';
import './staleWrite.css';

/** Compare: their stored copy against mine, one row per differing field. */
function Comparison({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p>The stored copy and yours have the same content.</p>;
  return (
    <div className="stale-compare" tabIndex={0} aria-label="Differences">
      <table>
        <caption>Fields that differ ({changes.length})</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Stored now</th>
            <th scope="col">Yours</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{change.field}</th>
              <td>{change.theirs}</td>
              <td>{change.mine}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Choices({ conflict, onDone }: { conflict: StaleConflict; onDone(): void }) {
  const [copyName, setCopyName] = useState('');
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [problem, setProblem] = useState('');
  const { pending, run } = usePending();

  const attempt = (action: () => Promise<unknown>) =>
    run(async () => {
      setProblem('');
      try {
        if ((await action()) !== false) onDone();
      } catch (error) {
        setProblem(errorMessage(error));
      }
    });
  const compare = () =>
    run(async () => {
      try {
        setChanges(fieldDiff(await conflict.loadTheirs(), conflict.mine));
      } catch (error) {
        setProblem(errorMessage(error));
      }
    });

  return (
    <>
      <p role="alert">{conflict.message}</p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-primary"
          autoFocus
          onClick={() => void attempt(conflict.reload)}
        >
          Reload (drop my changes)
        </button>
        <button type="button" className="btn btn-quiet" onClick={() => void compare()}>
          Compare
        </button>
      </div>
      <form
        className="stale-copy"
        onSubmit={(event) => {
          event.preventDefault();
          void attempt(() => conflict.saveAsCopy(copyName.trim()));
        }}
      >
        <TextField
          label={`Save mine as a copy named`}
          value={copyName}
          onChange={(event) => setCopyName(event.target.value)}
          required
        />
        <BusyButton busy={pending}>Save as copy</BusyButton>
      </form>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {changes && <Comparison changes={changes} />}
    </>
  );
}

/** The one dialog for a refused stale save, whatever the record (mounted once in the shell). */
export function StaleWriteDialog() {
  const conflict = useRevisions((state) => state.conflict);
  const dismiss = useRevisions((state) => state.dismiss);
  return (
    <Dialog
      open={conflict !== null}
      title={conflict ? `This ${conflict.kind} changed while you edited it` : ''}
      onClose={dismiss}
      footer={
        <button type="button" className="btn btn-quiet" onClick={dismiss}>
          Keep editing
        </button>
      }
    >
      {conflict && <Choices key={conflict.message} conflict={conflict} onDone={dismiss} />}
    </Dialog>
  );
}
