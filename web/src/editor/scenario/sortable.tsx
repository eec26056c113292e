import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { Icon } from './Icon';

/**
 * Sortable lists on @dnd-kit/core alone: every item is both draggable and a drop target, and
 * dropping one item on another moves it to that place. The keyboard sensor jumps from item
 * to item with the arrow keys (Space or Enter picks up and drops, Escape cancels).
 */

export type SortAxis = 'horizontal' | 'vertical';

const FORWARD: Record<SortAxis, string> = {
  horizontal: KeyboardCode.Right,
  vertical: KeyboardCode.Down,
};
const BACKWARD: Record<SortAxis, string> = {
  horizontal: KeyboardCode.Left,
  vertical: KeyboardCode.Up,
};

function neighbourCoordinates(axis: SortAxis): KeyboardCoordinateGetter {
  return (event, { active, context }) => {
    const step = event.code === FORWARD[axis] ? 1 : event.code === BACKWARD[axis] ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const key = axis === 'horizontal' ? 'left' : 'top';
    const rects = [...context.droppableRects.entries()].sort(([, a], [, b]) => a[key] - b[key]);
    const current = context.over?.id ?? active;
    const index = rects.findIndex(([id]) => id === current);
    const target = rects[index + step];
    if (!target) return undefined;
    return { x: target[1].left, y: target[1].top };
  };
}

interface SortableListProps {
  ids: readonly string[];
  axis: SortAxis;
  /** How an item is named to screen readers, e.g. 'section 2'. */
  describe(id: string): string;
  onMove(from: number, to: number): void;
  children: ReactNode;
}

/** The drag-and-drop context of one sortable list. */
export function SortableList({ ids, axis, describe, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: neighbourCoordinates(axis) }),
  );
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${describe(String(active.id))}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${describe(String(active.id))} is over position ${position(over.id)} of ${ids.length}.`
        : `${describe(String(active.id))} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${describe(String(active.id))} at position ${position(over.id)} of ${ids.length}.`
        : `Dropped ${describe(String(active.id))}; the order is unchanged.`,
    onDragCancel: ({ active }) =>
      `Moving ${describe(String(active.id))} was cancelled; the order is unchanged.`,
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space or Enter, use the arrow keys to choose its new place, then press Space or Enter again. Escape cancels.',
        },
      }}
    >
      {children}
    </DndContext>
  );
}

/** One item's drag wiring: a ref for the item, and props for its drag handle. */
export function useSortableItem(id: string) {
  const drag = useDraggable({ id });
  const drop = useDroppable({ id });
  const { transform, isDragging } = drag;
  return {
    setItemRef(node: HTMLElement | null) {
      drag.setNodeRef(node);
      drop.setNodeRef(node);
    },
    handleProps: { ...drag.attributes, ...drag.listeners },
    isDragging,
    isOver: drop.isOver && !isDragging,
    /** The item follows the pointer through a CSS custom property (no inline style rules). */
    offset: transform ? { x: transform.x, y: transform.y } : null,
  };
}

interface SortableItemProps {
  id: string;
  className: string;
  /** The drag handle's accessible name, e.g. 'Move event 3'. */
  handleLabel: string;
  /** Extra state attributes of the item (data-open, data-active). */
  state?: Record<`data-${string}`, true | undefined>;
  children: ReactNode;
}

/** A list item that drags by its grip handle; `children` follow the handle. */
export function SortableItem({ id, className, handleLabel, state, children }: SortableItemProps) {
  const { setItemRef, handleProps, isDragging, isOver, offset } = useSortableItem(id);
  return (
    <li
      ref={setItemRef}
      className={className}
      {...state}
      data-dragging={isDragging || undefined}
      data-over={isOver || undefined}
      style={offset ? { translate: `${offset.x}px ${offset.y}px` } : undefined}
    >
      <button type="button" className="sc-drag-handle" aria-label={handleLabel} {...handleProps}>
        <Icon name="grip" />
      </button>
      {children}
    </li>
  );
}
