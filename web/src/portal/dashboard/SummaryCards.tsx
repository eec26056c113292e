import { PLAYER_STATUS_LABEL, type CustomerData, type CustomerExerciseGroup } from '@dojo/protocol';
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
  const completion = completionOf(groups.flatMap((group) => group.exercises));
  return (
    <div className="dashboard-cards">
      <section className="card dashboard-card" aria-labelledby="card-credits">
        <h2 id="card-credits">Credits</h2>
        <p className="dashboard-figure">{data.credit}</p>
        <p className="dashboard-note">{data.creditSpent} spent · one credit per player</p>
      </section>
      <section className="card dashboard-card" aria-labelledby="card-subscription">
        <h2 id="card-subscription">Subscription</h2>
        <p>
          {day(data.subscribedOn)} – {day(data.subscribedUntil)}
        </p>
        <p className="dashboard-note">
          {data.nextRefill
            ? `Next refill ${day(data.nextRefill)}`
            : 'Credits are topped up by your account manager.'}
        </p>
      </section>
      <section className="card dashboard-card" aria-labelledby="card-completion">
        <h2 id="card-completion">Course completion</h2>
        <CompletionPie
          caption="Players per status"
          tableView={false}
          slices={summaryStatuses(completion).map((status) => ({
            name: PLAYER_STATUS_LABEL[status],
            colour: PLAYER_STATUS_COLOURS[status],
            value: completion[status],
          }))}
        />
      </section>
    </div>
  );
}
