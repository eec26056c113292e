import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import { useRef, useState, type ReactNode } from 'react';

/**
 * Forward wiring in Show Layout (docs/scenario-editor.md, "Forward wiring"), for the editor
 * only (the facilitator's timeline never loads it): drag from a card's Next handle onto another
 * card to make it that event's Next. The handle is also a button: pressing it (mouse, touch,
 * Enter or Space) starts choosing, and pressing a card then wires it, so the keyboard and
 * screen readers have the same way.
 */

/** The card under a point of the screen (under the dragged chip), by its `data-card` id. */
function cardAt(x: number, y: number): HTMLElement | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const card = element.closest<HTMLElement>('[data-card]');
    if (card) return card;
  }
  return null;
}

function pointerOf(event: DragMoveEvent | DragEndEvent): { x: number; y: number } | null {
  const start = event.activatorEvent;
  if (!('clientX' in start) || typeof start.clientX !== 'number') return null;
  const { clientX, clientY } = start as PointerEvent;
  return { x: clientX + event.delta.x, y: clientY + event.delta.y };
}

interface WiringDragProps {
  children: ReactNode;
  onWire(from: string, to: string): void;
}

/** The drag context of the Next handles; a drop on a card wires the dragged card's Next to it. */
export function WiringDrag({ children, onWire }: WiringDragProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [dragging, setDragging] = useState<string | null>(null);
  const marked = useRef<HTMLElement | null>(null);
  const mark = (card: HTMLElement | null) => {
    if (marked.current === card) return;
    marked.current?.removeAttribute('data-wire-target');
    card?.setAttribute('data-wire-target', 'true');
    marked.current = card;
  };
  const targetOf = (event: DragMoveEvent | DragEndEvent) => {
    const point = pointerOf(event);
    const card = point ? cardAt(point.x, point.y) : null;
    return card && card.dataset.card !== String(event.active.id) ? card : null;
  };

  return (
    <DndContext
      sensors={sensors}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'Press to choose the event that follows, then press its card.',
        },
        announcements: {
          onDragStart: ({ active }) => `Wiring the Next of event ${String(active.id)}.`,
          onDragOver: () => undefined,
          onDragEnd: ({ active }) => `Stopped wiring event ${String(active.id)}.`,
          onDragCancel: ({ active }) => `Wiring event ${String(active.id)} cancelled.`,
        },
      }}
      onDragStart={({ active }) => setDragging(String(active.id))}
      onDragMove={(event) => mark(targetOf(event))}
      onDragCancel={() => {
        mark(null);
        setDragging(null);
      }}
      onDragEnd={(event) => {
        const target = targetOf(event);
        mark(null);
        setDragging(null);
        if (target?.dataset.card) onWire(String(event.active.id), target.dataset.card);
      }}
    >
      {children}
      <DragOverlay dropAnimation={null} style={{ pointerEvents: 'none' }}>
        {dragging && <span className="layout-wire-chip">Next of #{dragging} →</span>}
      </DragOverlay>
    </DndContext>
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
  const { listeners, setNodeRef } = useDraggable({ id });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="layout-card-wire"
      aria-pressed={pressed}
      aria-label={`Choose the Next of event ${id}`}
      title="Drag to the event that follows, or press and then press its card"
      {...listeners}
      onClick={() => onPress(id)}
    >
      <span aria-hidden="true">→</span>
    </button>
  );
}
