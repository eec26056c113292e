import { useState } from 'react';
import { StatusBanner, useStatus } from '../../shared/ui';
import { useConsoleLogin, useConsoleStatus } from '../consoleData';
import { ClockControls } from './ClockControls';
import { ConsoleTimeline } from './ConsoleTimeline';
import { PositionsList } from './PositionsList';
import { WaitingRoom } from './WaitingRoom';

export const NOT_OPEN = 'Exercise is not open to players';
export const NOT_STARTED = 'The exercise is not started';
export const PAUSED = 'PAUSED';
export const PUSHING = 'Attempting to push next.';

/** The Events tab: the exercise, its state banners, the controls, positions and timeline. */
export function EventsTab() {
  const { login } = useConsoleLogin();
  const { status, receivedAt, error: statusError } = useConsoleStatus();
  const message = useStatus();
  const [pushing, setPushing] = useState(false);
  if (!login) return null;

  return (
    <div className="console-events">
      <header className="console-exercise">
        <p className="console-identifier">{login.identifier}</p>
        <p className="console-scenario">{login.scenario}</p>
      </header>
      {statusError && (
        <StatusBanner kind="failed">
          Could not read the exercise&apos;s state: {statusError}
        </StatusBanner>
      )}
      {!status ? (
        <p className="console-loading" role="status">
          Reading the exercise&apos;s state…
        </p>
      ) : (
        <>
          <div className="console-banners">
            {!status.open && <StatusBanner kind="warning">{NOT_OPEN}</StatusBanner>}
            {status.paused === '' && <StatusBanner kind="warning">{NOT_STARTED}</StatusBanner>}
            {status.paused === 'true' && <StatusBanner kind="warning">{PAUSED}</StatusBanner>}
            {pushing && <StatusBanner kind="warning">{PUSHING}</StatusBanner>}
            {message.status && (
              <StatusBanner kind={message.status.kind} onDismiss={message.clear}>
                {message.status.message}
              </StatusBanner>
            )}
          </div>
          <ClockControls status={status} onMessage={message.show} onPushing={setPushing} />
          <WaitingRoom status={status} />
          <PositionsList status={status} receivedAt={receivedAt} />
          <ConsoleTimeline events={login.events} status={status} receivedAt={receivedAt} />
        </>
      )}
    </div>
  );
}
