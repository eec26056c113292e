import {
  DEFAULT_TIME_SETTING,
  PLAYER_STATUS_LABEL,
  REPORT_POLL_MS,
  TIME_SETTING_LABEL,
  languageName,
  adminCalls,
  portalCalls,
  type CampaignPlayer,
  type ExerciseListItem,
} from '@dojo/protocol';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useLiveGroups } from '../../reports/useLiveGroups';
import { useRealtimeConnection } from '../../shared/realtime';
import { callApi } from '../../shared/api';
import { InvitationStatus } from '../../shared/mail/InvitationStatus';
import { useEditorToken } from '../../shared/session';
import { DataTable, StatusLine, usePending, useStatus } from '../../shared/ui';
import { queryKeys, usePollWhileDown } from '../../shared/query';
import { useAdminRead } from '../shared/adminRead';
import { groupPlayers } from './campaignGroups';
import { PLAYER_STATUS_COLOURS } from './chartColours';
import { StatusPie } from './lazyStatusPie';
import { reportAddress } from './reportLink';
import { dateTimeText } from '../../shared/i18n/timeOfDay';

interface Props {
  exercise: ExerciseListItem;
  /** The scenario's title: what a person reads (the exercise names its file). */
  title: string;
  onBack(): void;
}

/**
 * A campaign's players: the completion pie, a table per status (with each player's language and
 * time setting, read-only: docs/admin.md) with Remind, and its report.
 */
export function CampaignDetails({ exercise, title, onBack }: Props) {
  const token = useEditorToken();
  const navigate = useNavigate();
  const { status, show, clear } = useStatus();
  const { pending, run } = usePending((message) => show('failed', message));
  const detailsKey = queryKeys.admin.campaignDetails(exercise, token);
  const details = useAdminRead(
    () => detailsKey,
    (key, signal) =>
      callApi(
        adminCalls.getCampaignDetails,
        { token: key, scenario: exercise.scenario, exercise: exercise.name },
        { signal },
      ),
    { refetchInterval: usePollWhileDown(REPORT_POLL_MS) },
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

  // Live like the dashboard: every status change of a player is pushed (docs/reports.md).
  useRealtimeConnection(token);
  const followed = useMemo(() => [exercise.name], [exercise.name]);
  useLiveGroups(followed, detailsKey, exercise.client || undefined);

  const groups = groupPlayers(details.data ?? []);
  const report = reportAddress(exercise);
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
        {exercise.name} <span className="admin-fact">({title})</span>
      </h3>
      {details.loading && <p className="admin-fact">Loading players…</p>}
      {details.error && (
        <p className="field-message" role="alert">
          {details.error}
        </p>
      )}
      <StatusPie
        title="Completion"
        slices={groups.map((group) => ({
          name: group.label,
          value: group.players.length,
          colour: PLAYER_STATUS_COLOURS[group.status],
        }))}
      />
      <StatusLine status={status} onDismiss={clear} />
      <p className="admin-fact">
        Each player&apos;s time setting comes from the order. It changes live only from a
        facilitated session&apos;s console; a campaign has none, so here it is shown, not changed.
      </p>
      {groups.map(({ status: state, label, players }) => (
        <section key={state} aria-label={label}>
          <h4 className="field-label">
            {label} ({players.length})
          </h4>
          {/* A focus stop, so a keyboard can scroll the columns sideways on a phone. */}
          <div className="admin-table-wrap" tabIndex={0}>
            <DataTable
              className="admin-table"
              rows={players}
              rowKey={(player) => player.code}
              empty="No players."
              columns={[
                { header: 'Player', rowHeader: true, cell: (player) => player.player },
                {
                  header: 'Expire At',
                  cell: (player) => dateTimeText(new Date(player.expireAt).getTime()),
                },
                { header: 'Status', cell: (player) => PLAYER_STATUS_LABEL[player.status] },
                { header: 'Language', cell: (player) => languageName(player.language) },
                {
                  header: 'Time',
                  cell: (player) => TIME_SETTING_LABEL[player.timeSetting ?? DEFAULT_TIME_SETTING],
                },
                {
                  header: 'Remind',
                  cell: (player) => (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      disabled={
                        pending || player.status === 'completed' || player.status === 'removed'
                      }
                      aria-label={`Send a reminder to ${player.player}`}
                      onClick={() => void remind(player)}
                    >
                      SEND
                    </button>
                  ),
                },
              ]}
            />
          </div>
        </section>
      ))}
      <InvitationStatus token={token} exerciseName={exercise.name} />
    </section>
  );
}
