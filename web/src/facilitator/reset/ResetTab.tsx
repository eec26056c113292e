import { useState } from 'react';
import { ConfirmDialog, StatusBanner, usePending, useStatus } from '../../shared/ui';
import { resetCampaign } from '../consoleActions';

export const RESET_QUESTION = "Are you sure you want to reset all of the campaign's data?";

/** The Reset tab: deletes what the players did, after a confirmation. */
export function ResetTab() {
  const [asking, setAsking] = useState(false);
  const message = useStatus();
  const { pending, run } = usePending((failed) => message.show('failed', failed));

  async function reset() {
    setAsking(false);
    const answer = await run(resetCampaign);
    if (answer) message.show(answer.type, answer.data);
  }

  return (
    <div className="console-reset">
      {message.status && (
        <StatusBanner kind={message.status.kind} onDismiss={message.clear}>
          {message.status.message}
        </StatusBanner>
      )}
      <p>
        Resetting deletes all user data collected in this exercise: every answer, draft, note, read
        mark, social like and reply, and every event you sent. The clock goes back to not started.
        Players, their teams and whether the exercise is open stay as they are.
      </p>
      <button
        type="button"
        className="btn btn-remove"
        disabled={pending}
        aria-busy={pending}
        onClick={() => setAsking(true)}
      >
        Reset the campaign
      </button>
      <ConfirmDialog
        open={asking}
        title="Reset the campaign"
        message={RESET_QUESTION}
        confirmLabel="RESET"
        cancelLabel="Cancel"
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
