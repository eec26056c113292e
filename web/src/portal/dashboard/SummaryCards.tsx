import type { CustomerData, CustomerExerciseGroup } from '@dojo/protocol';
import { useT } from '../../shared/i18n';
import { statusWord } from '../../shared/i18n/statusText';
import { CompletionPie } from '../../reports/charts/lazyCharts';
import { PLAYER_STATUS_COLOURS } from '../../reports/statusColours';
import { completionOf, summaryStatuses } from './runStatus';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** The credits and subscription cards, and the course completion of every player. */
export function SummaryCards({
  data,
  groups,
}: {
  data: CustomerData;
  groups: CustomerExerciseGroup[];
}) {
  const t = useT();
  const completion = completionOf(groups.flatMap((group) => group.exercises));
  return (
    <div className="dashboard-cards">
      <section className="card dashboard-card" aria-labelledby="card-credits">
        <h2 id="card-credits">{t('dashboard.credits')}</h2>
        <p className="dashboard-figure">{data.credit}</p>
        <p className="dashboard-note">{t('dashboard.creditSpent', { spent: data.creditSpent })}</p>
      </section>
      <section className="card dashboard-card" aria-labelledby="card-subscription">
        <h2 id="card-subscription">{t('dashboard.subscription')}</h2>
        <p>
          {day(data.subscribedOn)} – {day(data.subscribedUntil)}
        </p>
        <p className="dashboard-note">
          {data.nextRefill
            ? t('dashboard.nextRefill', { date: day(data.nextRefill) })
            : t('dashboard.toppedUp')}
        </p>
      </section>
      <section className="card dashboard-card" aria-labelledby="card-completion">
        <h2 id="card-completion">{t('dashboard.completion')}</h2>
        <CompletionPie
          caption={t('dashboard.playersPerStatus')}
          tableView={false}
          slices={summaryStatuses(completion).map((status) => ({
            name: statusWord(t, status),
            colour: PLAYER_STATUS_COLOURS[status],
            value: completion[status],
          }))}
        />
      </section>
    </div>
  );
}
