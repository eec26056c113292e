import { useState } from 'react';
import { InvitationStatus } from '../../shared/mail/InvitationStatus';
import {
  PLAYER_STATUS_LABEL,
  passLabel,
  scoreText,
  type CustomerExerciseGroup,
} from '@dojo/protocol';
import { ConfirmDialog } from '../../shared/ui';
import '../../shared/ui/stackTable.css';
import { FadingStatus } from '../FadingStatus';
import { CopyLinkButton } from './CopyLinkButton';
import { useRunActions } from './useRunActions';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');

/**
 * The Show Players drawer: each player's link, status, score, and Send reminder / Extend.
 * Send reminder asks first, naming the address the mail goes to (docs/portal.md). On a
 * phone each row is a card whose cells carry their column's name (`data-label`).
 */
export function PlayerRunsTable(props: {
  token: string;
  group: CustomerExerciseGroup;
  reload: () => void;
}) {
  const { token, group, reload } = props;
  const actions = useRunActions(token, group.name, reload);
  const automated = group.kind !== 'Facilitated';
  const [reminding, setReminding] = useState<{ code: string; email: string } | null>(null);
  return (
    <div className="dashboard-runs">
      {actions.status && (
        <FadingStatus key={actions.status.id} status={actions.status} onClear={actions.clear} />
      )}
      {group.exercises.length === 0 ? (
        <p className="report-empty">No players have joined yet.</p>
      ) : (
        <table className="report-table stack-table">
          <caption className="visually-hidden">Players of {group.name}</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Status</th>
              <th scope="col">Score</th>
              <th scope="col">Started</th>
              <th scope="col">Expires</th>
              <th scope="col">Link</th>
              {automated && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {group.exercises.map((run) => {
              const status = run.status;
              const pass = status === 'completed' ? passLabel(run.score) : null;
              const over = status === 'completed' || status === 'removed';
              return (
                <tr key={run.code}>
                  <th scope="row">
                    {run.name}
                    {run.team && <span className="dashboard-note"> · {run.team}</span>}
                  </th>
                  <td data-label="Status">
                    <span className={`dashboard-status dashboard-status-${status}`}>
                      {PLAYER_STATUS_LABEL[status]}
                    </span>
                  </td>
                  <td data-label="Score">
                    {scoreText(status, run.score)}
                    {pass && ` (${pass})`}
                  </td>
                  <td data-label="Started">{day(run.startedOn)}</td>
                  <td data-label="Expires">{automated ? day(run.expiresOn) : '—'}</td>
                  <td data-label="Link">
                    {run.link && <CopyLinkButton path={run.link} label={run.name} />}
                  </td>
                  {automated && (
                    <td className="dashboard-actions" data-label="Actions">
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={actions.busy !== null || over}
                        aria-busy={actions.busy === `remind:${run.code}`}
                        onClick={() => setReminding({ code: run.code, email: run.name })}
                      >
                        Send reminder
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={actions.busy !== null || over}
                        aria-busy={actions.busy === `extend:${run.code}`}
                        onClick={() => actions.extend(run.code)}
                      >
                        Extend
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={reminding !== null}
        title="Send a reminder?"
        message={`A reminder with the exercise link goes to ${reminding?.email ?? ''}.`}
        confirmLabel="Send reminder"
        cancelLabel="Cancel"
        onConfirm={() => {
          if (reminding) actions.remind(reminding.code, reminding.email);
          setReminding(null);
        }}
        onCancel={() => setReminding(null)}
      />
      {automated && <InvitationStatus token={token} exerciseName={group.name} />}
    </div>
  );
}
