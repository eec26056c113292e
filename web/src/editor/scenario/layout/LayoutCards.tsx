import type { ReactNode } from 'react';
import type { DrawnCard, Rect, Timeline } from '@dojo/scheduler';
import { LayoutCard } from './LayoutCard';
import { overlaps } from './layoutView';

interface LayoutCardsProps {
  /** The cards in the order they show (the order screen readers meet them). */
  cards: Timeline['cards'];
  drawn: ReadonlyMap<string, DrawnCard>;
  /** Only cards overlapping this part are mounted; null mounts them all. */
  part: Rect | null;
  compact: boolean;
  current: string | null;
  onOpen?: (id: string) => void;
  cardExtra?: (id: string) => ReactNode;
  cardHandle?: (id: string) => ReactNode;
  /** Choosing where a Next leads: the cards say so (pointer and outline). */
  wiring?: boolean;
}

/** The cards of the drawing that are in and near the view (all of them in a short scenario). */
export function LayoutCards({
  cards,
  drawn,
  part,
  compact,
  current,
  onOpen,
  cardExtra,
  cardHandle,
  wiring,
}: LayoutCardsProps) {
  return (
    <ol
      className="layout-cards"
      role="list"
      aria-label="Events in time order"
      data-wiring={wiring || undefined}
    >
      {cards.map((card) => {
        const place = drawn.get(card.id);
        if (!place || (part && !overlaps(place.rect, part) && card.id !== current)) return null;
        return (
          <LayoutCard
            key={card.id}
            card={card}
            drawn={place}
            compact={compact}
            current={card.id === current}
            onOpen={onOpen}
            extra={cardExtra?.(card.id)}
            handle={compact ? undefined : cardHandle?.(card.id)}
          />
        );
      })}
    </ol>
  );
}
