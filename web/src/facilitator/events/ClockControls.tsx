import { useId, useRef, useState } from 'react';
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
 * (docs/facilitator.md "States"). Push Time takes one press per second.
 */
export function ClockControls({ status, onMessage, onPushing }: ClockControlsProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [minutes, setMinutes] = useState<number>(PUSH_TIME_OPTIONS_MINUTES[0]);
  const lastPush = useRef(0);
  const running = status.paused === 'false';

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
    const now = Date.now();
    if (now - lastPush.current < PUSH_THROTTLE_MS) return;
    lastPush.current = now;
    onPushing(true);
    try {
      const answer = await pushTime(minutes);
      onMessage(answer.type, answer.data);
    } catch (error) {
      onMessage('failed', errorMessage(error));
    } finally {
      onPushing(false);
    }
  }

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
        <button type="button" className="btn" disabled={busy} onClick={() => void run(pause)}>
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
          <button type="button" className="btn" onClick={() => void push()}>
            Push Time
          </button>
        </div>
      )}
    </div>
  );
}
