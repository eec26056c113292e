import type { ScenarioLevel } from '@dojo/protocol';
import { beltFor } from './belt';

/** The belt a scenario needs: a small belt icon and its name. Nothing for level -1. */
export function BeltBadge({ level }: { level: ScenarioLevel }) {
  const belt = beltFor(level);
  if (!belt) return null;
  return (
    <p className={`belt belt-${belt.tone}`}>
      <svg className="belt-icon" viewBox="0 0 24 12" aria-hidden="true" focusable="false">
        <rect x="1" y="3" width="22" height="5" rx="1" />
        <path d="M10 5.5 6 11M14 5.5l4 5.5" />
        <rect x="9.5" y="2" width="5" height="7" rx="1" />
      </svg>
      <span>{belt.name}</span>
    </p>
  );
}
