import { useMemo, useState, type FormEvent } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { moveItem, type ScenarioEvent } from '@dojo/protocol';
import { StatusBanner } from '../../shared/ui';
import { Icon } from '../main/icons';
import { useBackend } from '../state/backend';
import { choicesOf, startingOrder } from './answers';
import { useRespond } from './useRespond';
import { useT } from '../../shared/i18n';

interface ItemProps {
  text: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

function ReorderItem({ text, index, count, onMove }: ItemProps) {
  const t = useT();
  const drag = useDraggable({ id: text });
  const drop = useDroppable({ id: text });
  const { transform, isDragging } = drag;
  const classes = ['reorder-item'];
  if (isDragging) classes.push('reorder-dragging');
  if (drop.isOver && !isDragging) classes.push('reorder-over');
  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      className={classes.join(' ')}
      style={
        transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
      }
    >
      <button
        type="button"
        className="reorder-handle"
        aria-label={t('respond.drag', { text })}
        {...drag.attributes}
        {...drag.listeners}
      >
        <Icon name="grip" />
      </button>
      <span className="reorder-position" aria-hidden="true">
        {index + 1}
      </span>
      <span className="reorder-text">{text}</span>
      <span className="reorder-moves">
        <button
          type="button"
          className="btn btn-quiet reorder-move"
          onClick={() => onMove(index, index - 1)}
          disabled={index === 0}
          aria-label={t('respond.moveUp', { text })}
        >
          <Icon name="up" />
        </button>
        <button
          type="button"
          className="btn btn-quiet reorder-move"
          onClick={() => onMove(index, index + 1)}
          disabled={index === count - 1}
          aria-label={t('respond.moveDown', { text })}
        >
          <Icon name="down" />
        </button>
      </span>
    </li>
  );
}

/** Reorder: drag the items (pointer or keyboard) or move them with the up/down buttons. */
export function ReorderAnswer({ event }: { event: ScenarioEvent }) {
  const t = useT();
  const backend = useBackend();
  const { respond, pending, failure } = useRespond(event);
  const initial = useMemo(
    () =>
      startingOrder(
        choicesOf(event).map((choice) => choice.text),
        `${backend.player}:${event.id}`,
      ),
    [event, backend.player],
  );
  const [order, setOrder] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    setOrder(moveItem(order, from, to));
    setAnnouncement(
      t('respond.moved', { text: order[from] ?? '', position: to + 1, count: order.length }),
    );
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };

  function submit(form: FormEvent) {
    form.preventDefault();
    void respond(order);
  }

  return (
    <form className="reorder-form" onSubmit={submit}>
      <p className="choice-legend" id={`reorder-${event.id}`}>
        {t('respond.orderLead')}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
        <ol className="reorder-list" aria-labelledby={`reorder-${event.id}`}>
          {order.map((text, index) => (
            <ReorderItem key={text} text={text} index={index} count={order.length} onMove={move} />
          ))}
        </ol>
      </DndContext>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
        {pending ? t('respond.sending') : t('respond.submit')}
      </button>
    </form>
  );
}
