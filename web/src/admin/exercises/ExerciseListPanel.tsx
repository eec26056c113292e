import { useState } from 'react';
import { adminCalls, SHORT_LINK_PREFIX, type ExerciseListItem } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { CopyButton } from '../shared/CopyButton';
import { queryKeys } from '../../shared/query';
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

  if (open) return <CampaignDetails exercise={open} onBack={() => setOpen(null)} />;
  if (list.loading) return <p className="admin-fact">Loading exercises…</p>;
  if (list.error)
    return (
      <p className="field-message" role="alert">
        {list.error}
      </p>
    );
  if (!list.data || list.data.length === 0) return <p className="admin-fact">No exercises yet.</p>;

  return (
    <div className="admin-groups">
      {list.data.map((group) => (
        <section key={group.scenario} aria-label={group.title ?? group.scenario}>
          <h3 className="section-title">{group.title ?? group.scenario}</h3>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Identifier</th>
                  <th scope="col">Short URL</th>
                  <th scope="col">Date</th>
                  <th scope="col">Facilitate URL</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {group.exercises.map((item) => (
                  <tr key={`${item.client ?? ''}/${item.name}`}>
                    <th scope="row">
                      {item.facilitate ? (
                        item.name
                      ) : (
                        <button
                          type="button"
                          className="admin-row-link"
                          onClick={() => setOpen(item)}
                        >
                          {item.name}
                        </button>
                      )}
                    </th>
                    <td>
                      {item.shortened ? (
                        <span className="admin-short">
                          <code>{item.shortened}</code>
                          <CopyButton
                            text={`${window.location.origin}${SHORT_LINK_PREFIX}${item.shortened}`}
                            label={`Copy the short URL of ${item.name}`}
                          />
                        </span>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>{item.date}</td>
                    <td>
                      {item.facilitate ? (
                        <a href={item.facilitate} target="_blank" rel="noopener noreferrer">
                          Facilitate
                        </a>
                      ) : (
                        'Automated'
                      )}
                    </td>
                    <td>{status(item)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
