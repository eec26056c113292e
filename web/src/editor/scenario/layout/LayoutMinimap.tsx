import { useEffect, useState, type PointerEvent, type RefObject } from 'react';
import type { TimelineDrawing } from '@dojo/scheduler';

interface LayoutMinimapProps {
  drawing: TimelineDrawing;
  scale: number;
  /** The scrolling view it mirrors and moves. */
  view: RefObject<HTMLDivElement | null>;
  /** The event last jumped to, marked. */
  current: string | null;
}

interface Seen {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of the drawing the view shows, in drawing pixels. */
function seenPart(element: HTMLDivElement, scale: number): Seen {
  return {
    x: element.scrollLeft / scale,
    y: element.scrollTop / scale,
    width: element.clientWidth / scale,
    height: element.clientHeight / scale,
  };
}

/**
 * The overview: every card as a block and the part the view shows as a frame. Pressing or
 * dragging on it moves the view there. A pointer aid; the keyboard's way is "Jump to event".
 */
export function LayoutMinimap({ drawing, scale, view, current }: LayoutMinimapProps) {
  const [seen, setSeen] = useState<Seen | null>(null);

  useEffect(() => {
    const element = view.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setSeen(seenPart(element, scale)));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [view, scale, drawing]);

  function moveTo(event: PointerEvent<SVGSVGElement>) {
    const element = view.current;
    if (!element) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * drawing.width;
    const y = ((event.clientY - box.top) / box.height) * drawing.height;
    element.scrollTo({
      left: x * scale - element.clientWidth / 2,
      top: y * scale - element.clientHeight / 2,
    });
  }

  return (
    <svg
      className="layout-minimap"
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event);
      }}
    >
      {drawing.cards.map((card) => (
        <rect
          key={card.id}
          className="layout-minimap-card"
          data-current={card.id === current || undefined}
          x={card.rect.x}
          y={card.rect.y}
          width={card.rect.width}
          height={card.rect.height}
        />
      ))}
      {seen && (
        <rect
          className="layout-minimap-seen"
          x={seen.x}
          y={seen.y}
          width={Math.min(seen.width, drawing.width)}
          height={Math.min(seen.height, drawing.height)}
        />
      )}
    </svg>
  );
}
