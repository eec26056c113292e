import { useState } from 'react';
import { adminCalls, SHORT_LINK_PREFIX, type ExerciseListItem } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { DataTable } from '../../shared/ui';
import { CopyButton } from '../shared/CopyButton';
import { queryKeys } from '../../shared/query';
import { AdminReadStatus } from '../shared/AdminReadStatus';
import { useAdminRead } from '../shared/adminRead';
import { CampaignDetails } from './CampaignDetails';

function status(item: ExerciseListItem): string {
  if (item.facilitate) return item.open ? 'Open' : 'Closed';
  if (item.completed) return 'Completed';
  return item.expired ? 'Expired' : 'Open';
}

/** Exercise List: every exercise grouped by scenario; an automated row opens its details. */
export function ExerciseListPanel() {
  const list = useAdminRead(queryKeys.admin.exercises, (token, signal) =>
    callApi(adminCalls.getAllExercises, { token }, { signal }),
  );
  const [open, setOpen] = useState<ExerciseListItem | null>(null);

  if (open) {
    const group = list.data?.find((each) => each.scenario === open.scenario);
    const title = group?.title ?? open.scenario;
    return <CampaignDetails exercise={open} title={title} onBack={() => setOpen(null)} />;
  }
  if (!list.data) return <AdminReadStatus read={list} loading="Loading exercises…" />;
  if (list.data.length === 0) return <p className="admin-fact">No exercises yet.</p>;

  return (
    <div className="admin-groups">
      {list.data.map((group) => (
        <section key={group.scenario} aria-label={group.title ?? group.scenario}>
          <h3 className="section-title">{group.title ?? group.scenario}</h3>
          <div className="admin-table-wrap">
            <DataTable
              className="admin-table"
              rows={group.exercises}
              rowKey={(item) => `${item.client ?? ''}/${item.name}`}
              columns={[
                {
                  header: 'Identifier',
                  rowHeader: true,
                  cell: (item) =>
                    item.facilitate ? (
                      item.name
                    ) : (
                      <button
                        type="button"
                        className="admin-row-link"
                        onClick={() => setOpen(item)}
                      >
                        {item.name}
                      </button>
                    ),
                },
                {
                  header: 'Short URL',
                  cell: (item) =>
                    item.shortened ? (
                      <span className="admin-short">
                        <code>{item.shortened}</code>
                        <CopyButton
                          text={`${window.location.origin}${SHORT_LINK_PREFIX}${item.shortened}`}
                          label={`Copy the short URL of ${item.name}`}
                        />
                      </span>
                    ) : (
                      '—'
                    ),
                },
                { header: 'Date', cell: (item) => item.date },
                {
                  header: 'Facilitate URL',
                  cell: (item) =>
                    item.facilitate ? (
                      <a href={item.facilitate} target="_blank" rel="noopener noreferrer">
                        Facilitate
                      </a>
                    ) : (
                      'Automated'
                    ),
                },
                { header: 'Status', cell: status },
              ]}
            />
          </div>
        </section>
      ))}
    </div>
  );
}
