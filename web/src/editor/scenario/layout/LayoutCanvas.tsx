import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { drawTimeline, type Point, type Timeline } from '@dojo/scheduler';
import { LayoutCard } from './LayoutCard';
import { LayoutConnectors } from './LayoutConnectors';
import { LayoutControls } from './LayoutControls';
import { LayoutMinimap } from './LayoutMinimap';
import { centredOn, fitScale, READABLE_SCALE, type Zoom } from './layoutView';

export { LayoutLegend } from './LayoutConnectors';

interface LayoutCanvasProps {
  timeline: Timeline;
  onOpen?: (id: string) => void;
  /** What a card adds under its body (the facilitator's player counts). */
  cardExtra?: (id: string) => ReactNode;
}

/** The room the view offers: its width, and its height limit (75 % of the window). */
function viewRoom(element: HTMLDivElement) {
  const limit = parseFloat(getComputedStyle(element).maxHeight);
  return {
    width: element.clientWidth,
    height: Number.isFinite(limit) ? limit - 2 : window.innerHeight * 0.75,
  };
}

/**
 * The timeline drawing (the scheduler's `drawTimeline`): cards, routed connectors and branch
 * notes, with zoom, an overview and "Jump to event" (docs/scenario-editor.md, Show Layout).
 */
export function LayoutCanvas({ timeline, onOpen, cardExtra }: LayoutCanvasProps) {
  const id = useId();
  const drawing = useMemo(() => drawTimeline(timeline), [timeline]);
  const ordered = useMemo(() => inTimeOrder(timeline.cards), [timeline.cards]);
  const drawnById = useMemo(() => new Map(drawing.cards.map((card) => [card.id, card])), [drawing]);
  const view = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<Zoom>(1);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const [current, setCurrent] = useState<string | null>(null);
  /** What to show once the new scale is painted: an event, or the point that was in the middle. */
  const pending = useRef<{ card: string } | { point: Point } | null>(null);
  const scale = zoom === 'fit' ? fitScale(drawing, room) : zoom;

  useLayoutEffect(() => {
    const element = view.current;
    if (!element) return;
    const measure = () => setRoom(viewRoom(element));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = view.current;
    const target = pending.current;
    if (!element || !target) return;
    pending.current = null;
    const size = { width: element.clientWidth, height: element.clientHeight };
    if ('point' in target) {
      const { x, y } = target.point;
      element.scrollTo(centredOn({ x, y, width: 0, height: 0 }, scale, size));
      return;
    }
    const card = drawnById.get(target.card);
    if (!card) return;
    element.scrollTo(centredOn(card.rect, scale, size));
    const item = element.querySelector<HTMLElement>(`[data-card="${CSS.escape(target.card)}"]`);
    (item?.querySelector<HTMLElement>('button') ?? item)?.focus({ preventScroll: true });
  });

  function changeZoom(next: Zoom) {
    const element = view.current;
    if (element) {
      pending.current = {
        point: {
          x: (element.scrollLeft + element.clientWidth / 2) / scale,
          y: (element.scrollTop + element.clientHeight / 2) / scale,
        },
      };
    }
    setZoom(next);
  }

  function jumpTo(card: string) {
    setCurrent(card);
    pending.current = { card };
    if (scale < READABLE_SCALE) setZoom(1);
  }

  return (
    <div className="layout-view">
      <LayoutControls
        id={id}
        cards={ordered}
        zoom={zoom}
        scale={scale}
        current={current}
        onZoom={changeZoom}
        onJump={jumpTo}
      />
      <LayoutMinimap drawing={drawing} scale={scale} view={view} current={current} />
      <div
        ref={view}
        className="layout-scroll"
        tabIndex={0}
        role="region"
        aria-label="Layout timeline"
      >
        <div
          className="layout-sizer"
          style={{
            width: `${Math.floor(drawing.width * scale)}px`,
            height: `${Math.floor(drawing.height * scale)}px`,
          }}
        >
          <div
            className="layout-canvas"
            style={{
              width: `${drawing.width}px`,
              height: `${drawing.height}px`,
              transform: `scale(${scale})`,
            }}
          >
            <LayoutConnectors edges={drawing.edges} width={drawing.width} height={drawing.height} />
            <ol className="layout-cards" role="list" aria-label="Events in time order">
              {ordered.map((card) => {
                const drawn = drawnById.get(card.id);
                return drawn ? (
                  <LayoutCard
                    key={card.id}
                    card={card}
                    drawn={drawn}
                    current={card.id === current}
                    onOpen={onOpen}
                    extra={cardExtra?.(card.id)}
                  />
                ) : null;
              })}
            </ol>
          </div>
        </div>
      </div>
    </div>
  );
}

/** Screen readers meet the cards in the order they show; unreached ones last. */
function inTimeOrder(cards: Timeline['cards']) {
  const at = (offset: number | null) => offset ?? Number.POSITIVE_INFINITY;
  return [...cards].sort((a, b) => at(a.offsetSeconds) - at(b.offsetSeconds));
}
