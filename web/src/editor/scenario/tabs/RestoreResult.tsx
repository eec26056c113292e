import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { VersionDirectory } from '@dojo/protocol';
import { ConfirmDialog, StatusBanner } from '../../../shared/ui';
import type { RestoreOutcome } from '../removedActions';
import { loadScenario } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { SCENARIO_BASE } from '../scenarioTabs';

/** The restore's answer; a restored scenario can be opened from here. */
export function RestoreResult({
  outcome,
  directory,
}: {
  outcome: RestoreOutcome;
  directory: VersionDirectory;
}) {
  const navigate = useNavigate();
  const unsaved = useScenarioEditor((state) => state.unsaved);
  const [confirm, setConfirm] = useState(false);
  if (outcome.kind !== 'restored')
    return <StatusBanner kind="failed">{outcome.message}</StatusBanner>;
  const open = async () => {
    setConfirm(false);
    if (await loadScenario(outcome.name)) void navigate(SCENARIO_BASE);
  };
  return (
    <div className="sc-restore-result">
      <StatusBanner kind="success">{outcome.message}</StatusBanner>
      {directory === 'scenarios' && (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => (unsaved ? setConfirm(true) : void open())}
        >
          Open {outcome.name}
        </button>
      )}
      <ConfirmDialog
        open={confirm}
        title="Open the restored scenario?"
        message="The open scenario has unsaved changes. Opening another replaces it and they are lost."
        confirmLabel="Discard and open"
        onCancel={() => setConfirm(false)}
        onConfirm={() => void open()}
      />
    </div>
  );
}
