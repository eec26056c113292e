import { useState } from 'react';
import { useSession } from '../../shared/session';
import { Page } from '../../shared/ui';
import { ReadStatePage } from '../ReadStatePage';
import { useCustomerData } from '../dashboard/useCustomerData';
import { PLAYER_STATUS_LABEL, passLabel, scoreText } from '@dojo/protocol';
import { learnersOf } from '../dashboard/runStatus';
import '../dashboard/dashboard.css';
import '../reports/reports.css';
import '../../shared/ui/stackTable.css';

/** The Learners tab: every learner with their exercises, status and score; search. */
export function LearnersPage() {
  const token = useSession((state) => state.token);
  if (!token) return null;
  return <Learners token={token} />;
}

function Learners({ token }: { token: string }) {
  const { state } = useCustomerData(token);
  const [search, setSearch] = useState('');
  if (state.kind !== 'ready')
    return <ReadStatePage title="Learners" state={state} loading="Loading your learners…" />;
  const all = learnersOf(state.data.exercises);
  const text = search.trim().toLowerCase();
  const learners = all.filter((learner) => learner.name.toLowerCase().includes(text));
  return (
    <Page title="Learners" lead="Everyone who was sent an exercise, with how they did.">
      <label className="field dashboard-search">
        <span className="field-label">Search learners</span>
        <input
          className="input"
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      {all.length === 0 && (
        <p className="report-empty">No learners yet: order an exercise to add some.</p>
      )}
      {all.length > 0 && learners.length === 0 && (
        <p className="report-empty">No learner matches “{search}”.</p>
      )}
      {learners.length > 0 && (
        <table className="reports-table learners-table stack-table">
          <thead>
            <tr>
              <th scope="col">Learner</th>
              <th scope="col">Exercise</th>
              <th scope="col">Status</th>
              <th scope="col">Score</th>
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
                  <td data-label="Exercise">
                    {entry.exercise}
                    <span className="dashboard-note"> · {entry.scenario}</span>
                  </td>
                  <td data-label="Status">{PLAYER_STATUS_LABEL[entry.run.status]}</td>
                  <td data-label="Score">
                    {scoreText(entry.run.status, entry.run.score)}
                    {entry.run.status === 'completed' &&
                      passLabel(entry.run.score) &&
                      ` (${passLabel(entry.run.score)})`}
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
