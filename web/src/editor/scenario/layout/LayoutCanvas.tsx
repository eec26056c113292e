import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { drawTimeline, type Point, type Rect, type Timeline } from '@dojo/scheduler';
import { LayoutCards } from './LayoutCards';
import { LayoutConnectors } from './LayoutConnectors';
import { LayoutControls } from './LayoutControls';
import { LayoutMinimap } from './LayoutMinimap';
import './layoutView.css';
import {
  centredOn,
  COMPACT_BELOW,
  fitScale,
  MOUNT_ALL_UP_TO,
  mountedPart,
  READABLE_SCALE,
  samePart,
  wholeScale,
  type Zoom,
} from './layoutView';

export { LayoutLegend } from './LayoutConnectors';

interface LayoutCanvasProps {
  timeline: Timeline;
  onOpen?: (id: string) => void;
  /** What a card adds under its body (the facilitator's player counts). */
  cardExtra?: (id: string) => ReactNode;
  /** A card's Next handle (the editor's forward wiring); not on cards drawn small. */
  cardHandle?: (id: string) => ReactNode;
  /** Wraps the view (the editor's drag context for wiring). */
  wrap?: (view: ReactNode) => ReactNode;
  /** The author is choosing where a Next leads: pressing a card chooses it. */
  wiring?: boolean;
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
 * A long scenario mounts only the cards in and near the view, so it opens and zooms in short
 * tasks (docs/performance.md).
 */
export function LayoutCanvas({
  timeline,
  onOpen,
  cardExtra,
  cardHandle,
  wrap,
  wiring,
}: LayoutCanvasProps) {
  const id = useId();
  const drawing = useMemo(() => drawTimeline(timeline), [timeline]);
  const ordered = useMemo(() => inTimeOrder(timeline.cards), [timeline.cards]);
  const drawnById = useMemo(() => new Map(drawing.cards.map((card) => [card.id, card])), [drawing]);
  const view = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<Zoom>(1);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const [current, setCurrent] = useState<string | null>(null);
  const [part, setPart] = useState<Rect | null>(null);
  /** What to show once the new scale is painted: an event, or the point that was in the middle. */
  const pending = useRef<{ card: string } | { point: Point } | null>(null);
  const scaleOf = (next: Zoom) => (next === 'fit' ? fitScale(drawing, room) : next);
  const scale = scaleOf(zoom);
  const windowed = timeline.cards.length > MOUNT_ALL_UP_TO;

  useLayoutEffect(() => {
    const element = view.current;
    if (!element) return;
    const measure = () => setRoom(viewRoom(element));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = view.current;
    if (!element || !windowed) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = mountedPart({ left: element.scrollLeft, top: element.scrollTop }, scale, {
          width: element.clientWidth,
          height: element.clientHeight,
        });
        setPart((before) => (before && samePart(before, next) ? before : next));
      });
    };
    follow();
    element.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', follow);
    };
  }, [scale, windowed, room]);

  useLayoutEffect(() => {
    const element = view.current;
    const target = pending.current;
    if (!element || !target) return;
    pending.current = null;
    const size = { width: element.clientWidth, height: element.clientHeight };
    if ('point' in target) {
      element.scrollTo(centredOn({ ...target.point, width: 0, height: 0 }, scale, size));
      return;
    }
    const card = drawnById.get(target.card);
    if (!card) return;
    element.scrollTo(centredOn(card.rect, scale, size));
    element.scrollIntoView({ block: 'nearest' });
  });

  /** Enter in "Jump to event": the keyboard moves on to the event shown. */
  function focusCurrent() {
    if (!current) return;
    const item = view.current?.querySelector<HTMLElement>(`[data-card="${CSS.escape(current)}"]`);
    (item?.querySelector<HTMLElement>('button') ?? item)?.focus();
  }

  /** Shows `rect` at `next` zoom: mounts its cards now, scrolls there once painted. */
  function show(rect: Rect, next: Zoom) {
    const element = view.current;
    if (!element) return;
    const size = { width: element.clientWidth, height: element.clientHeight };
    setPart(mountedPart(centredOn(rect, scaleOf(next), size), scaleOf(next), size));
    setZoom(next);
  }

  function changeZoom(next: Zoom) {
    const element = view.current;
    if (!element) return;
    const point = {
      x: (element.scrollLeft + element.clientWidth / 2) / scale,
      y: (element.scrollTop + element.clientHeight / 2) / scale,
    };
    pending.current = { point };
    show({ ...point, width: 0, height: 0 }, next);
  }

  function jumpTo(card: string) {
    const rect = drawnById.get(card)?.rect;
    if (!rect) return;
    setCurrent(card);
    pending.current = { card };
    show(rect, scale < READABLE_SCALE ? 1 : zoom);
  }

  const scrolled = (
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
            // What is drawn at screen size inside the scaled canvas (the Next handles) reads it.
            ['--layout-scale' as string]: scale,
          }}
        >
          <LayoutConnectors edges={drawing.edges} width={drawing.width} height={drawing.height} />
          <LayoutCards
            cards={ordered}
            drawn={drawnById}
            part={windowed ? (part ?? mountedPart({ left: 0, top: 0 }, scale, room)) : null}
            compact={windowed && scale < COMPACT_BELOW}
            current={current}
            onOpen={onOpen}
            cardExtra={cardExtra}
            cardHandle={cardHandle}
            wiring={wiring}
          />
        </div>
      </div>
    </div>
  );

  return (
    <div className="layout-view">
      <LayoutControls
        id={id}
        cards={ordered}
        zoom={zoom}
        scale={scale}
        partial={zoom === 'fit' && wholeScale(drawing, room) < scale}
        current={current}
        onZoom={changeZoom}
        onJump={jumpTo}
        onEnter={focusCurrent}
      />
      <LayoutMinimap drawing={drawing} scale={scale} view={view} current={current} />
      {wrap ? wrap(scrolled) : scrolled}
    </div>
  );
}

/** Screen readers meet the cards in the order they show; unreached ones last. */
function inTimeOrder(cards: Timeline['cards']) {
  const at = (offset: number | null) => offset ?? Number.POSITIVE_INFINITY;
  return [...cards].sort((a, b) => at(a.offsetSeconds) - at(b.offsetSeconds));
}
