import { useEffect, useState } from 'react';
import { StatusBanner, type Status } from '../shared/ui';
import { FADE, fadedOpacity } from './fading';

/**
 * A portal status message: a success fades (0.01 every 500 ms until 0.1) and then clears;
 * clicking dismisses any message. Give it a new `status` object to show a new message.
 */
export function FadingStatus({ status, onClear }: { status: Status; onClear: () => void }) {
  const [ticks, setTicks] = useState(0);
  const fades = status.kind === 'success';
  useEffect(() => {
    if (!fades) return;
    const timer = setInterval(() => setTicks((now) => now + 1), FADE.everyMs);
    return () => clearInterval(timer);
  }, [fades, status]);
  const opacity = fades ? fadedOpacity(ticks) : 1;
  useEffect(() => {
    if (opacity === null) onClear();
  }, [opacity, onClear]);
  if (opacity === null) return null;
  return (
    <div style={{ opacity }} onClick={onClear}>
      <StatusBanner kind={status.kind} onDismiss={onClear}>
        {status.message}
      </StatusBanner>
    </div>
  );
}
