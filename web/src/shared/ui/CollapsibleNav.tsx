import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { usePlace } from '../navigation/navigation';
import './CollapsibleNav.css';

interface CollapsibleNavProps {
  /** The nav landmark's name, e.g. 'Portal'. */
  label: string;
  /** Which breakpoint collapses it: portal and editor at 760 px, facilitator under 950 px. */
  variant: 'portal' | 'editor' | 'facilitator';
  children: ReactNode;
}

/** A navigation that folds behind a Menu button on narrow screens. */
export function CollapsibleNav({ label, variant, children }: CollapsibleNavProps) {
  const location = usePlace();
  const itemsId = useId();
  // Open only for the location it was opened at, so any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;

  function closeAfterChoice(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a, button')) setOpenedAt(null);
  }

  return (
    <nav className={`collapsible-nav collapsible-nav-${variant}`} aria-label={label}>
      <button
        type="button"
        className="btn btn-quiet collapsible-nav-toggle"
        aria-expanded={open}
        aria-controls={itemsId}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        <span className="collapsible-nav-burger" aria-hidden="true" />
        <span className="collapsible-nav-label">Menu</span>
      </button>
      <div
        id={itemsId}
        className="collapsible-nav-items"
        data-open={open ? 'true' : 'false'}
        onClick={closeAfterChoice}
      >
        {children}
      </div>
    </nav>
  );
}
