import { useId } from 'react';
import type { CustomerExerciseGroup } from '@dojo/protocol';
import { ReportView } from '../../reports/ReportView';
import { useT } from '../../shared/i18n';
import { statusCountText, statusWord } from '../../shared/i18n/statusText';
import { Drawer } from './Drawer';
import { PlayerRunsTable } from './PlayerRunsTable';
import { completionOf, summaryStatuses } from './runStatus';

/** One ordered exercise: its completion, and the Show Players and show responses drawers. */
export function ExerciseCard(props: {
  token: string;
  group: CustomerExerciseGroup;
  trainer: boolean;
  canSeeReports: boolean;
  reload: () => void;
}) {
  const t = useT();
  const { token, group, trainer, canSeeReports, reload } = props;
  const completion = completionOf(group.exercises);
  const STATUSES = summaryStatuses(completion);
  const total = group.exercises.length;
  const titleId = useId();
  return (
    <article className="dashboard-exercise" aria-labelledby={titleId}>
      <header className="dashboard-exercise-header">
        <h3 id={titleId}>{group.name}</h3>
        <p className="dashboard-note">
          {group.scenarioTitle ?? group.scenario} · {group.kind ?? t('dashboard.automated')} ·{' '}
          {group.date}
          {group.trainer && t('dashboard.trainer', { name: group.trainer })}
        </p>
      </header>
      <div
        className="dashboard-completion"
        role="img"
        aria-label={t('dashboard.completionLabel', {
          parts: STATUSES.map((status) => statusCountText(t, status, completion[status])).join(
            ', ',
          ),
        })}
      >
        {STATUSES.map((status) =>
          completion[status] > 0 ? (
            <span
              key={status}
              className={`dashboard-completion-part dashboard-status-${status}`}
              style={{ flexGrow: completion[status] }}
            />
          ) : null,
        )}
        {total === 0 && <span className="dashboard-completion-part" style={{ flexGrow: 1 }} />}
      </div>
      <p className="dashboard-note" aria-hidden="true">
        {STATUSES.map((status) => `${statusWord(t, status)} ${completion[status]}`).join(' · ')}
      </p>
      <Drawer label={t('dashboard.showPlayers')}>
        {() => <PlayerRunsTable token={token} group={group} reload={reload} />}
      </Drawer>
      {canSeeReports && (
        <Drawer label={t('dashboard.showResponses')}>
          {() => (
            <ReportView token={token} group={group.name} mode={trainer ? 'trainer' : 'client'} />
          )}
        </Drawer>
      )}
    </article>
  );
}
