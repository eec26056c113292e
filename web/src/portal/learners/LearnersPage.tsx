import { useState } from 'react';
import { useSession } from '../../shared/session';
import { useT } from '../../shared/i18n';
import { Page } from '../../shared/ui';
import { ReadStatePage } from '../ReadStatePage';
import { useCustomerData } from '../dashboard/useCustomerData';
import { learnersOf } from '../dashboard/runStatus';
import '../dashboard/dashboard.css';
import '../reports/reports.css';
import '../../shared/ui/stackTable.css';
import { scoreWords, statusWord } from '../../shared/i18n/statusText';

/** The Learners tab: every learner with their exercises, status and score; search. */
export function LearnersPage() {
  const token = useSession((state) => state.token);
  if (!token) return null;
  return <Learners token={token} />;
}

function Learners({ token }: { token: string }) {
  const t = useT();
  const { state } = useCustomerData(token);
  const [search, setSearch] = useState('');
  if (state.kind !== 'ready')
    return (
      <ReadStatePage title={t('learners.title')} state={state} loading={t('learners.loading')} />
    );
  const all = learnersOf(state.data.exercises);
  const text = search.trim().toLowerCase();
  const learners = all.filter((learner) => learner.name.toLowerCase().includes(text));
  return (
    <Page title={t('learners.title')} lead={t('learners.lead')}>
      <label className="field dashboard-search">
        <span className="field-label">{t('learners.search')}</span>
        <input
          className="input"
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      {all.length === 0 && <p className="report-empty">{t('learners.none')}</p>}
      {all.length > 0 && learners.length === 0 && (
        <p className="report-empty">{t('learners.noMatch', { search })}</p>
      )}
      {learners.length > 0 && (
        <table className="reports-table learners-table stack-table">
          <thead>
            <tr>
              <th scope="col">{t('learners.learner')}</th>
              <th scope="col">{t('learners.exercise')}</th>
              <th scope="col">{t('learners.status')}</th>
              <th scope="col">{t('learners.score')}</th>
            </tr>
          </thead>
          <tbody>
            {learners.flatMap((learner) =>
              learner.runs.map((entry, index) => (
                <tr key={`${learner.name}-${entry.exercise}`}>
                  {index === 0 ? (
                    <th scope="rowgroup" rowSpan={learner.runs.length}>
                      {learner.name}
                    </th>
                  ) : null}
                  <td data-label={t('learners.exercise')}>
                    {entry.exercise}
                    <span className="dashboard-note"> · {entry.scenario}</span>
                  </td>
                  <td data-label={t('learners.status')}>{statusWord(t, entry.run.status)}</td>
                  <td data-label={t('learners.score')}>
                    {scoreWords(t, entry.run.status, entry.run.score)}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
    </Page>
  );
}
