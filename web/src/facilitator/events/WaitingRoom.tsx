import { useId } from 'react';
import { plural, type FacilitatorStatus } from '@dojo/protocol';
import { DataTable } from '../../shared/ui';
import { secondsOfDay, timeOfDayText } from '../../shared/i18n/timeOfDay';

/**
 * Who waits for the session to open (docs/facilitator.md, "Waiting room"): alias, team and
 * since when, first come first, live from the status the console re-reads on every push.
 * Shown while the session is closed; Open lets everyone in.
 */
export function WaitingRoom({ status }: { status: FacilitatorStatus }) {
  const id = useId();
  const waiting = status.waiting ?? [];
  if (status.open && waiting.length === 0) return null;
  return (
    <section className="console-waiting" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-section-title">
        Waiting room
      </h2>
      <p role="status" className="console-waiting-count">
        {waiting.length === 0
          ? 'Nobody is waiting yet.'
          : `${plural(waiting.length, 'player')} waiting. Open lets them in.`}
      </p>
      {waiting.length > 0 && (
        <DataTable
          className="console-table"
          rows={waiting}
          rowKey={(entry) => entry.player}
          columns={[
            { header: 'Player', cell: (entry) => entry.player },
            { header: 'Team', cell: (entry) => entry.team },
            { header: 'Waiting since', cell: (entry) => timeOfDayText(secondsOfDay(entry.since)) },
          ]}
        />
      )}
    </section>
  );
}
