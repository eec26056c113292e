import { useId } from 'react';
import { plural, type FacilitatorStatus } from '@dojo/protocol';
import { DataTable } from '../../shared/ui';
import { secondsOfDay, timeOfDayText } from '../../shared/i18n/timeOfDay';

const at = (ms: number) => timeOfDayText(secondsOfDay(ms));

/**
 * Who waits for the session to open (docs/facilitator.md, "Waiting room"): alias, team and
 * since when, first come first, live from the status the console re-reads on every push.
 * A player whose page closed leaves it after a short grace and is listed apart, as never come
 * in, until they join. Shown while the session is closed or anyone is listed; Open lets
 * everyone waiting in.
 */
export function WaitingRoom({ status }: { status: FacilitatorStatus }) {
  const id = useId();
  const waiting = status.waiting ?? [];
  const absent = status.neverCameIn ?? [];
  if (status.open && waiting.length === 0 && absent.length === 0) return null;
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
            { header: 'Waiting since', cell: (entry) => at(entry.since) },
          ]}
        />
      )}
      {absent.length > 0 && (
        <section className="console-absent" aria-labelledby={`${id}-absent`}>
          <h3 id={`${id}-absent`} className="console-absent-title">
            Never came in
          </h3>
          <p className="console-waiting-count">
            {`${plural(absent.length, 'player')} joined the waiting room and closed the page.`}
          </p>
          <DataTable
            className="console-table console-absent-table"
            rows={absent}
            rowKey={(entry) => entry.player}
            columns={[
              { header: 'Player', cell: (entry) => entry.player },
              { header: 'Team', cell: (entry) => entry.team },
              { header: 'Left at', cell: (entry) => at(entry.leftAt) },
            ]}
          />
        </section>
      )}
    </section>
  );
}
