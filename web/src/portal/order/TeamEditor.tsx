import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { NO_TEAM } from '@dojo/protocol';
import { useT } from '../../shared/i18n';
import { teamColumns, type TeamColumn, type TeamTarget } from './teamColumns';

interface TeamEditorProps {
  emails: string[];
  teams: string[];
  teamOf(email: string): number;
  onMove(email: string, team: TeamTarget): void;
  onRename(index: number, name: string): void;
  onRemove(index: number): void;
}

/** Keyboard moves jump from column to column instead of by a few pixels. */
function columnStepper(order: readonly string[], startColumn: (email: string) => string) {
  const getter: KeyboardCoordinateGetter = (event, { active, context }) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code];
    if (step === undefined) return undefined;
    event.preventDefault();
    const current = context.over?.id ?? startColumn(String(active).slice('player:'.length));
    const index = order.indexOf(String(current));
    const target = order[Math.min(order.length - 1, Math.max(0, index + step))];
    const rect = target === undefined ? undefined : context.droppableRects.get(target);
    return rect ? { x: rect.left + 12, y: rect.top + 48 } : undefined;
  };
  return getter;
}

/** The column under the pointer wins; the keyboard (no pointer) falls back to overlap. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/**
 * The team column at a point of the page, if any. Chips are skipped: the dragged one sits
 * under the pointer but still belongs, in the page, to the column it left.
 */
function columnAt(point: { x: number; y: number }): string | null {
  for (const element of document.elementsFromPoint(point.x, point.y)) {
    if (element.closest('.team-chip')) continue;
    const column = element.closest<HTMLElement>('[data-team-column]');
    if (column) return column.dataset.teamColumn ?? null;
  }
  return null;
}

/**
 * Where the pointer (mouse, pen or finger) last was, read before dnd-kit sees the event: a
 * quick flick can end before dnd-kit has measured the columns or caught up with the last
 * move, so its `over` may still be the column the chip left, or nothing.
 */
function useLastPointer() {
  const last = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const note = (event: PointerEvent) => {
      last.current = { x: event.clientX, y: event.clientY };
    };
    window.addEventListener('pointermove', note, true);
    window.addEventListener('pointerup', note, true);
    return () => {
      window.removeEventListener('pointermove', note, true);
      window.removeEventListener('pointerup', note, true);
    };
  }, []);
  return last;
}

/**
 * The team editor (docs/portal.md): players are dragged between team columns. Every gesture
 * says what it did in a visible line: moved, already there, dropped outside, or a plain
 * click (which moves nothing and says how to move).
 */
export function TeamEditor(props: TeamEditorProps) {
  const t = useT();
  const { emails, teams, teamOf, onMove } = props;
  const CLICK_HINT = (email: string) => t('team.clickHint', { email });
  const columns = teamColumns(teams).map((column) =>
    column.kind === 'none'
      ? { ...column, title: t('team.noTeam') }
      : column.kind === 'new'
        ? { ...column, title: t('team.newTeam') }
        : column,
  );
  const order = columns.map((column) => column.id);
  const nameOf = (id: unknown) =>
    columns.find((column) => column.id === id)?.title ?? t('team.noTeamName');
  const emailOf = (id: unknown) => String(id).slice('player:'.length);
  const startColumn = (email: string) => {
    const team = teamOf(email);
    return columns.find((column) => column.target === team)?.id ?? 'team:none';
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnStepper(order, startColumn) }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('team.pickedUp', { email: emailOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('team.over', { email: emailOf(active.id), team: nameOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('team.droppedIn', { email: emailOf(active.id), team: nameOf(over.id) })
        : t('team.putBack', { email: emailOf(active.id) }),
    onDragCancel: ({ active }) => t('team.cancelled', { email: emailOf(active.id) }),
  };

  const [notice, setNotice] = useState('');
  const lastPointer = useLastPointer();

  function dropped(event: DragEndEvent) {
    const email = emailOf(event.active.id);
    // A pointer drag lands where it was released; a keyboard drag where dnd-kit moved it.
    const byPointer = event.activatorEvent instanceof PointerEvent && lastPointer.current;
    const id = byPointer ? columnAt(byPointer) : event.over?.id;
    const column = columns.find((candidate) => candidate.id === id);
    if (!column) {
      setNotice(t('team.notDropped', { email, hint: CLICK_HINT(email) }));
      return;
    }
    if (column.id === startColumn(email)) {
      setNotice(t('team.already', { email, team: column.title || t('team.thatTeam') }));
      return;
    }
    onMove(email, column.target);
    setNotice(
      column.target === 'new'
        ? t('team.startsNew', { email })
        : t('team.moved', { email, team: column.title }),
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={dropped}
      onDragCancel={({ active }) => setNotice(t('team.cancelled', { email: emailOf(active.id) }))}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('team.instructions') },
      }}
    >
      <p className="team-notice" data-testid="team-notice">
        {notice || t('team.idle')}
      </p>
      <div className="team-editor" role="group" aria-label={t('team.teams')}>
        {columns.map((column) => (
          <Column
            key={column.id}
            column={column}
            players={emails.filter((email) =>
              column.target === 'new' ? false : teamOf(email) === column.target,
            )}
            onRename={props.onRename}
            onRemove={props.onRemove}
            onClickChip={(email) => setNotice(CLICK_HINT(email))}
          />
        ))}
      </div>
    </DndContext>
  );
}

interface ColumnProps {
  column: TeamColumn;
  players: string[];
  onRename(index: number, name: string): void;
  onRemove(index: number): void;
  onClickChip(email: string): void;
}

function Column({ column, players, onRename, onRemove, onClickChip }: ColumnProps) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  const team =
    typeof column.target === 'number' && column.target !== NO_TEAM ? column.target : null;
  const headingId = `${column.id}-heading`;
  return (
    <section
      ref={setNodeRef}
      data-team-column={column.id}
      className={`team-column team-column-${column.kind}${isOver ? ' is-over' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="team-column-header">
        <h4 id={headingId} className={team === null ? 'team-column-title' : 'visually-hidden'}>
          {column.title}
        </h4>
        {team !== null && (
          <>
            <label className="visually-hidden" htmlFor={`${column.id}-name`}>
              {t('team.nameOf', { number: team + 1 })}
            </label>
            <input
              id={`${column.id}-name`}
              className="input team-name"
              value={column.title}
              onChange={(event) => onRename(team, event.target.value)}
            />
            <button
              type="button"
              className="btn btn-quiet team-remove"
              aria-label={t('team.remove', { name: column.title || team + 1 })}
              onClick={() => onRemove(team)}
            >
              ×
            </button>
          </>
        )}
      </header>
      {column.kind === 'new' ? (
        <p className="team-column-hint">{t('team.dropNew')}</p>
      ) : players.length === 0 ? (
        <p className="team-column-hint">{t('team.noPlayers')}</p>
      ) : (
        <ul className="team-players" role="list">
          {players.map((email) => (
            <li key={email}>
              <PlayerChip email={email} onClick={onClickChip} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PlayerChip({ email, onClick }: { email: string; onClick(email: string): void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `player:${email}`,
  });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`team-chip${isDragging ? ' is-dragging' : ''}`}
      style={style}
      {...attributes}
      {...listeners}
      // A pointer click that never became a drag (detail > 0; keys give 0) says how to move.
      onClick={(event: MouseEvent) => {
        if (event.detail > 0) onClick(email);
      }}
    >
      {email}
    </button>
  );
}
