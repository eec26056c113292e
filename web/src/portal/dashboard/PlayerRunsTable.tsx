import { useState } from 'react';
import { InvitationStatus } from '../../shared/mail/InvitationStatus';
import type { CustomerExerciseGroup } from '@dojo/protocol';
import { useT } from '../../shared/i18n';
import { scoreWords, statusWord } from '../../shared/i18n/statusText';
import { ConfirmDialog, DataTable } from '../../shared/ui';
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
  const t = useT();
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
        <p className="report-empty">{t('runs.none')}</p>
      ) : (
        <DataTable
          className="report-table stack-table"
          captionClassName="visually-hidden"
          caption={t('runs.caption', { name: group.name })}
          rows={group.exercises}
          rowKey={(run) => run.code}
          columns={[
            {
              header: t('runs.player'),
              rowHeader: true,
              cell: (run) => (
                <>
                  {run.name}
                  {run.team && <span className="dashboard-note"> · {run.team}</span>}
                </>
              ),
            },
            {
              header: t('runs.status'),
              cell: (run) => (
                <span className={`dashboard-status dashboard-status-${run.status}`}>
                  {statusWord(t, run.status)}
                </span>
              ),
            },
            {
              header: t('runs.score'),
              cell: (run) => scoreWords(t, run.status, run.score),
            },
            { header: t('runs.started'), cell: (run) => day(run.startedOn) },
            { header: t('runs.expires'), cell: (run) => (automated ? day(run.expiresOn) : '—') },
            {
              header: t('runs.link'),
              cell: (run) => run.link && <CopyLinkButton path={run.link} label={run.name} />,
            },
            automated && {
              header: t('runs.actions'),
              className: 'dashboard-actions',
              cell: (run) => {
                const over = run.status === 'completed' || run.status === 'removed';
                return (
                  <>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={actions.busy !== null || over}
                      aria-busy={actions.busy === `remind:${run.code}`}
                      onClick={() => setReminding({ code: run.code, email: run.name })}
                    >
                      {t('runs.sendReminder')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={actions.busy !== null || over}
                      aria-busy={actions.busy === `extend:${run.code}`}
                      onClick={() => actions.extend(run.code)}
                    >
                      {t('runs.extend')}
                    </button>
                  </>
                );
              },
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={reminding !== null}
        title={t('runs.confirmTitle')}
        message={t('runs.confirmMessage', { email: reminding?.email ?? '' })}
        confirmLabel={t('runs.sendReminder')}
        cancelLabel={t('runs.cancel')}
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
