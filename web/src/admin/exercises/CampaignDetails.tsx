import {
  adminCalls,
  portalCalls,
  type CampaignPlayer,
  type ExerciseListItem,
} from '@dojo/protocol';
import { useNavigate } from 'react-router';
import { callApi } from '../../shared/api';
import { InvitationStatus } from '../../shared/mail/InvitationStatus';
import { useEditorToken } from '../../shared/session';
import { StatusLine, usePending, useStatus } from '../../shared/ui';
import { useAdminQuery } from '../shared/useAdminQuery';
import { groupPlayers } from './campaignGroups';
import { STATUS_COLOURS, type StatusName } from './chartColours';
import { StatusPie } from './lazyStatusPie';

const TABLES: readonly StatusName[] = ['Completed', 'In progress', 'Expired'];

interface Props {
  exercise: ExerciseListItem;
  onBack(): void;
}

/** A campaign's players: the completion pie, a table per status with Remind, and its report. */
export function CampaignDetails({ exercise, onBack }: Props) {
  const token = useEditorToken();
  const navigate = useNavigate();
  const { status, show, clear } = useStatus();
  const { pending, run } = usePending((message) => show('failed', message));
  const details = useAdminQuery(
    (key) =>
      callApi(adminCalls.getCampaignDetails, {
        token: key,
        scenario: exercise.scenario,
        exercise: exercise.name,
      }),
    `${exercise.scenario}/${exercise.name}`,
  );

  async function remind(player: CampaignPlayer) {
    await run(async () => {
      const answer = await callApi(portalCalls.sendReminder, {
        token,
        exerciseName: exercise.name,
        code: player.code,
        email: player.player,
        admin: true,
        scenario: exercise.scenario,
      });
      show(answer.type, answer.data);
    });
  }

  const groups = groupPlayers(details.data ?? []);
  const report = `/editor/Admin/Reports?${new URLSearchParams({
    scenario: exercise.scenario,
    name: exercise.name,
    ...(exercise.client ? { client: exercise.client } : {}),
  }).toString()}`;
  return (
    <section className="admin-details" aria-label={`Campaign ${exercise.name}`}>
      <div className="form-actions">
        <button type="button" className="btn btn-quiet" onClick={onBack}>
          Back to the list
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void navigate(report)}>
          Report
        </button>
      </div>
      <h3 className="section-title">
        {exercise.name} <span className="admin-fact">({exercise.scenario})</span>
      </h3>
      {details.loading && <p className="admin-fact">Loading players…</p>}
      {details.error && (
        <p className="field-message" role="alert">
          {details.error}
        </p>
      )}
      <StatusPie
        title="Completion"
        slices={TABLES.map((name) => ({
          name,
          value: groups[name].length,
          colour: STATUS_COLOURS[name],
        }))}
      />
      <StatusLine status={status} onDismiss={clear} />
      {TABLES.map((name) => (
        <section key={name} aria-label={name}>
          <h4 className="field-label">
            {name} ({groups[name].length})
          </h4>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col">Expire At</th>
                  <th scope="col">Completed</th>
                  <th scope="col">Expired</th>
                  <th scope="col">Remind</th>
                </tr>
              </thead>
              <tbody>
                {groups[name].length === 0 && (
                  <tr>
                    <td colSpan={5}>No players.</td>
                  </tr>
                )}
                {groups[name].map((player) => (
                  <tr key={player.code}>
                    <th scope="row">{player.player}</th>
                    <td>{new Date(player.expireAt).toLocaleString()}</td>
                    <td>{player.completed ? 'Yes' : 'No'}</td>
                    <td>{player.expired ? 'Yes' : 'No'}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        disabled={pending || player.completed}
                        aria-label={`Send a reminder to ${player.player}`}
                        onClick={() => void remind(player)}
                      >
                        SEND
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <InvitationStatus token={token} exerciseName={exercise.name} />
    </section>
  );
}
