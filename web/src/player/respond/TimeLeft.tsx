import { useEffect, useState } from 'react';
import type { ScenarioEvent } from '@dojo/protocol';
import { timeLimitSeconds } from '@dojo/protocol';
import { formatRemaining, remainingMs, timerUrgency } from '../logic/timer';
import { usePlayerStore } from '../state/playerStore';
import { useT } from '../../shared/i18n';

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The countdown of an unanswered event with a time limit. At zero it says so but keeps the
 * answer open: whether a late answer still counts is the server's call (a question whose
 * timeout leads nowhere keeps waiting), and a refusal is shown as the server words it.
 */
export function TimeLeft({ event }: { event: ScenarioEvent }) {
  const limit = timeLimitSeconds(event);
  if (limit === undefined) return null;
  return <Countdown event={event} limit={limit} />;
}

function Countdown({ event, limit }: { event: ScenarioEvent; limit: number }) {
  const t = useT();
  const now = useNow(1_000);
  const clock = usePlayerStore((state) => state.clock);
  const arrived = usePlayerStore((state) => state.arrived[event.id]) ?? now;
  const left = remainingMs(event, limit, clock, arrived, now);
  const urgency = timerUrgency(left, limit);
  const paused = clock !== null && !clock.running && event.displayAt !== undefined;
  return (
    <p className={`time-left time-left-${urgency}`}>
      <span className="time-left-label">{urgency === 'over' ? t('time.up') : t('time.left')}</span>
      {urgency !== 'over' && (
        <span
          className="time-left-value"
          aria-label={t('time.leftValue', { time: formatRemaining(left) })}
        >
          <time>{formatRemaining(left)}</time>
        </span>
      )}
      {paused && <span className="time-left-paused">{t('time.paused')}</span>}
    </p>
  );
}
