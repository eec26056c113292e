import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  horizontalListSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { Icon } from './Icon';

/**
 * Sortable lists on @dnd-kit/sortable: items make room as one is dragged over them, and
 * dropping moves it to that place. Keyboard: Space or Enter picks up the grip handle, the
 * arrow keys move it from place to place, Space or Enter drops it, Escape cancels; each step
 * is announced to screen readers.
 */

export type SortAxis = 'horizontal' | 'vertical';

const STRATEGY = {
  horizontal: horizontalListSortingStrategy,
  vertical: verticalListSortingStrategy,
} as const;

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
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
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
      <SortableContext items={[...ids]} strategy={STRATEGY[axis]}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One item's drag wiring: a ref for the item, and props for its drag handle. */
export function useSortableItem(id: string) {
  const sortable = useSortable({ id });
  const { isDragging, isOver, transform, transition } = sortable;
  return {
    setItemRef: sortable.setNodeRef,
    handleProps: {
      ref: sortable.setActivatorNodeRef,
      ...sortable.attributes,
      ...sortable.listeners,
    },
    isDragging,
    isOver: isOver && !isDragging,
    /** Where the item is drawn while the list makes room (a transform, no layout change). */
    style: transform
      ? { transform: CSS.Translate.toString(transform), transition: transition ?? undefined }
      : undefined,
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
  const { setItemRef, handleProps, isDragging, isOver, style } = useSortableItem(id);
  return (
    <li
      ref={setItemRef}
      className={className}
      {...state}
      data-dragging={isDragging || undefined}
      data-over={isOver || undefined}
      style={style}
    >
      <button type="button" className="sc-drag-handle" aria-label={handleLabel} {...handleProps}>
        <Icon name="grip" />
      </button>
      {children}
    </li>
  );
}
