import type { OrderCreated } from '@dojo/protocol';
import { StatusBanner } from '../../shared/ui';

/** The server's success message, and each player's link (the only way to reach anonymous ones). */
export function OrderSuccess({ order, onDismiss }: { order: OrderCreated; onDismiss(): void }) {
  const origin = window.location.origin;
  return (
    <div className="order-success">
      <StatusBanner kind="success" onDismiss={onDismiss}>
        {order.data}
      </StatusBanner>
      <details className="order-links">
        <summary>Player links ({order.players.length})</summary>
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
    </div>
  );
}
