import { useState } from 'react';
import { canSeeReports, isTrainerUsername } from '@dojo/protocol';
import { useT } from '../../shared/i18n';
import { Page } from '../../shared/ui';
import { ReadStatePage } from '../ReadStatePage';
import { useSession } from '../../shared/session';
import { ExerciseCard } from './ExerciseCard';
import { SummaryCards } from './SummaryCards';
import { CreditMovements } from './CreditMovements';
import { IntegrationsCard } from './IntegrationsCard';
import { SignOnCard } from './SignOnCard';
import { PlayerNda } from './PlayerNda';
import { searchExercises } from './runStatus';
import { useCustomerData } from './useCustomerData';
import './dashboard.css';

/** The Dashboard tab: credits, subscription, completion and every exercise with its players. */
export function DashboardPage() {
  const token = useSession((state) => state.token);
  if (!token) return null;
  return <Dashboard token={token} />;
}

function Dashboard({ token }: { token: string }) {
  const t = useT();
  const user = useSession((state) => state.user) ?? '';
  const role = useSession((state) => state.role);
  const { state, reload } = useCustomerData(token);
  const [search, setSearch] = useState('');
  const trainer = isTrainerUsername(user);

  if (state.kind !== 'ready')
    return (
      <ReadStatePage
        title={t('dashboard.title')}
        state={state}
        loading={t('dashboard.loadingPage')}
        retry={() => void reload()}
      />
    );

  const groups = searchExercises(state.data.exercises, search);
  return (
    <Page title={t('dashboard.title')} className="dashboard">
      <SummaryCards data={state.data} groups={state.data.exercises} />
      <CreditMovements token={token} />
      {role === '1' && <IntegrationsCard token={token} />}
      {role === '1' && <SignOnCard token={token} />}
      <PlayerNda token={token} />
      <section className="dashboard-exercises" aria-labelledby="dashboard-exercises">
        <div className="dashboard-exercises-header">
          <h2 id="dashboard-exercises">{t('dashboard.exercises')}</h2>
          <label className="field dashboard-search">
            <span className="field-label">{t('dashboard.search')}</span>
            <input
              className="input"
              type="search"
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
        </div>
        {state.data.exercises.length === 0 && (
          <p className="report-empty">
            {trainer ? t('dashboard.noneAsTrainer') : t('dashboard.none')}
          </p>
        )}
        {state.data.exercises.length > 0 && groups.length === 0 && (
          <p className="report-empty">{t('dashboard.noMatch', { search })}</p>
        )}
        {groups.map((group) => (
          <ExerciseCard
            key={group.name}
            token={token}
            group={group}
            trainer={trainer}
            canSeeReports={role !== null && canSeeReports(role)}
            reload={() => void reload()}
          />
        ))}
      </section>
    </Page>
  );
}
