import { useEffect, useId, useState } from 'react';
import {
  PUSH_THROTTLE_MS,
  PUSH_TIME_OPTIONS_MINUTES,
  type FacilitatorStatus,
} from '@dojo/protocol';
import { errorMessage } from '../../shared/api';
import type { StatusKind } from '../../shared/ui';
import { openToPlayers, pause, pushTime, startOrResume } from '../consoleActions';

interface ClockControlsProps {
  status: FacilitatorStatus;
  onMessage(kind: StatusKind, message: string): void;
  /** True while a push is on its way (the tab shows 'Attempting to push next.'). */
  onPushing(pushing: boolean): void;
}

/**
 * Open, Start/Resume, Pause and Time to Push, each shown only in the state that allows it
 * (docs/facilitator.md "States"). Push Time takes one press per second, and shows it: the
 * button is disabled while a push is on its way and for the rest of that second, with a
 * countdown, so a press is never dropped without a sign.
 */
export function ClockControls({ status, onMessage, onPushing }: ClockControlsProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [minutes, setMinutes] = useState<number>(PUSH_TIME_OPTIONS_MINUTES[0]);
  const [inFlight, setInFlight] = useState(false);
  const [coolingUntil, setCoolingUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const cooling = coolingUntil > now;
  const running = status.paused === 'false';

  // Ticks while the throttle runs, so the countdown and the button follow it.
  useEffect(() => {
    if (!cooling) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(100, coolingUntil - now));
    return () => clearTimeout(timer);
  }, [cooling, coolingUntil, now]);

  async function run(work: () => Promise<string | null>) {
    setBusy(true);
    try {
      const failed = await work();
      if (failed) onMessage('failed', failed);
    } catch (error) {
      onMessage('failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function push() {
    const pressedAt = Date.now();
    setNow(pressedAt);
    setCoolingUntil(pressedAt + PUSH_THROTTLE_MS);
    setInFlight(true);
    onPushing(true);
    try {
      const answer = await pushTime(minutes);
      onMessage(answer.type, answer.data);
    } catch (error) {
      onMessage('failed', errorMessage(error));
    } finally {
      setInFlight(false);
      onPushing(false);
      setNow(Date.now());
    }
  }
  const waitSeconds = Math.ceil((coolingUntil - now) / 1000);

  return (
    <div className="console-controls" role="group" aria-label="Exercise controls">
      {!status.open && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void run(openToPlayers)}
        >
          Open
        </button>
      )}
      {status.paused !== 'false' && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void run(startOrResume)}
        >
          Start/Resume
        </button>
      )}
      {running && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void run(pause)}
        >
          Pause
        </button>
      )}
      {running && (
        <div className="console-push">
          <label className="field-label" htmlFor={`${id}-push`}>
            Time to Push
          </label>
          <select
            id={`${id}-push`}
            className="select"
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
          >
            {PUSH_TIME_OPTIONS_MINUTES.map((option) => (
              <option key={option} value={option}>
                {option} {option === 1 ? 'minute' : 'minutes'}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={inFlight || cooling}
            onClick={() => void push()}
          >
            {inFlight ? 'Pushing…' : cooling ? `Push Time (${waitSeconds} s)` : 'Push Time'}
          </button>
        </div>
      )}
    </div>
  );
}
