import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';

/**
 * Forward wiring in Show Layout (docs/scenario-editor.md, "Forward wiring"), for the editor
 * only (the facilitator's timeline never loads it): drag from a card's Next handle onto another
 * card to make it that event's Next. The handle is also a button: pressing it (mouse, touch,
 * Enter or Space) starts choosing, and pressing a card then wires it, so the keyboard and
 * screen readers have the same way. Plain pointer events, not a drag library: a long scenario
 * mounts dozens of handles, and none of them may cost a render when another one moves.
 */

/** How far the pointer moves before a press on a handle becomes a drag (a shorter one is a press). */
const DRAG_FROM_PX = 6;

/** The card under a point of the screen (under the dragged chip), by its `data-card` id. */
function cardAt(x: number, y: number): HTMLElement | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const card = element.closest<HTMLElement>('[data-card]');
    if (card) return card;
  }
  return null;
}

type StartDrag = (from: string, event: ReactPointerEvent<HTMLElement>) => void;
const WiringContext = createContext<StartDrag | null>(null);

interface Dragging {
  from: string;
  x: number;
  y: number;
}

/** Follows a drag from a Next handle; a drop on another card wires the Next to it. */
export function WiringDrag({
  children,
  onWire,
}: {
  children: ReactNode;
  onWire(from: string, to: string): void;
}) {
  const [dragging, setDragging] = useState<Dragging | null>(null);
  const stop = useRef<(() => void) | null>(null);

  const start = useCallback<StartDrag>(
    (from, down) => {
      if (down.button !== 0) return;
      stop.current?.();
      const origin = { x: down.clientX, y: down.clientY };
      let moving = false;
      let marked: HTMLElement | null = null;
      const mark = (card: HTMLElement | null) => {
        const target = card?.dataset.card === from ? null : card;
        if (marked === target) return;
        marked?.removeAttribute('data-wire-target');
        target?.setAttribute('data-wire-target', 'true');
        marked = target;
      };
      const move = (event: PointerEvent) => {
        const far = Math.hypot(event.clientX - origin.x, event.clientY - origin.y) >= DRAG_FROM_PX;
        if (!moving && !far) return;
        moving = true;
        event.preventDefault();
        setDragging({ from, x: event.clientX, y: event.clientY });
        mark(cardAt(event.clientX, event.clientY));
      };
      const end = (event: PointerEvent) => {
        const to = moving ? marked?.dataset.card : undefined;
        finish();
        if (event.type === 'pointerup' && to) onWire(from, to);
      };
      const escape = (event: KeyboardEvent) => {
        if (event.key === 'Escape') finish();
      };
      const finish = () => {
        mark(null);
        setDragging(null);
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', end);
        window.removeEventListener('keydown', escape);
        stop.current = null;
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
      window.addEventListener('keydown', escape);
      stop.current = finish;
    },
    [onWire],
  );

  useEffect(() => () => stop.current?.(), []);

  return (
    <WiringContext.Provider value={start}>
      {children}
      {dragging && (
        <span
          className="layout-wire-chip"
          aria-hidden="true"
          style={{ left: `${dragging.x + 12}px`, top: `${dragging.y + 12}px` }}
        >
          Next of #{dragging.from} →
        </span>
      )}
    </WiringContext.Provider>
  );
}

interface WireHandleProps {
  id: string;
  /** This card's Next is being chosen (pressed once). */
  pressed: boolean;
  onPress(id: string): void;
}

/** A card's Next handle: drag it onto another card, or press it and then press that card. */
export function WireHandle({ id, pressed, onPress }: WireHandleProps) {
  const start = useContext(WiringContext);
  return (
    <button
      type="button"
      className="layout-card-wire"
      aria-pressed={pressed}
      aria-label={`Choose the Next of event ${id}`}
      title="Drag to the event that follows, or press and then press its card"
      onPointerDown={(event) => start?.(id, event)}
      onClick={() => onPress(id)}
    >
      <span aria-hidden="true">→</span>
    </button>
  );
}
