import type { OrderCreated } from '@dojo/protocol';
import { useCallback, useMemo, useState } from 'react';
import { useT } from '../../shared/i18n';
import { FadingStatus } from '../FadingStatus';

/**
 * The server's success message, which fades like every portal success (docs/portal.md), and
 * each player's link (the only way to reach anonymous ones), which stays until dismissed.
 */
export function OrderSuccess({ order, onDismiss }: { order: OrderCreated; onDismiss(): void }) {
  const t = useT();
  const origin = window.location.origin;
  const [faded, setFaded] = useState(false);
  const status = useMemo(() => ({ kind: 'success' as const, message: order.data }), [order]);
  const fadeOut = useCallback(() => setFaded(true), []);
  return (
    <div className="order-success">
      {!faded && <FadingStatus status={status} onClear={fadeOut} />}
      <details className="order-links">
        <summary>{t('order.links', { count: order.players.length })}</summary>
        <ul role="list">
          {order.players.map((player) => (
            <li key={player.token}>
              <span className="order-link-user">{player.user}</span>
              {player.team && <span className="order-link-team">{player.team}</span>}
              <a href={`/exercise/${player.token}`}>{`${origin}/exercise/${player.token}`}</a>
            </li>
          ))}
        </ul>
      </details>
      <button type="button" className="btn btn-quiet" onClick={onDismiss}>
        {t('order.closeSummary')}
      </button>
    </div>
  );
}
