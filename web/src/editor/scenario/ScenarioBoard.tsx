import { useState } from 'react';
import { SAVE_EVENT_FIRST } from './boardMessages';
import { EventCard } from './EventCard';
import { EventEditor } from './event-editor/EventEditor';
import { Icon } from './Icon';
import { SectionTabs } from './SectionTabs';
import { SortableList } from './sortable';
import { sectionEvents, useScenarioEditor } from './scenarioStore';
import './board.css';
import { ConfirmDialog } from '../../shared/ui';

type Pending = { kind: 'open'; id: string } | { kind: 'add' };

/** The sections, the active section's events, and the event editor beside them. */
export function ScenarioBoard() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const active = useScenarioEditor((state) => state.activeSection);
  const editing = useScenarioEditor((state) => state.editing);
  const { openEvent, addAndOpenEvent, moveEvent, closeEvent } = useScenarioEditor.getState();
  const [pending, setPending] = useState<Pending | null>(null);
  const events = sectionEvents(scenario, active);

  function run(action: Pending) {
    const done = action.kind === 'add' ? addAndOpenEvent() : openEvent(action.id);
    if (!done) setPending(action);
  }

  function discardAndContinue() {
    const action = pending;
    setPending(null);
    closeEvent();
    if (action) run(action);
  }

  return (
    <div className="scenario-board">
      <SectionTabs />
      <div className="scenario-board-columns" data-editing={editing ? true : undefined}>
        <section className="event-column" aria-labelledby="event-column-title">
          <header className="event-column-header">
            <h2 className="event-column-title" id="event-column-title">
              Section {active}
            </h2>
            <button
              type="button"
              className="btn btn-primary btn-small"
              onClick={() => run({ kind: 'add' })}
            >
              <Icon name="plus" />
              Add Event
            </button>
          </header>
          {events.length === 0 ? (
            <div className="empty-state">
              <p className="empty-state-title">No events in section {active} yet.</p>
              <p>Add Event writes the first one; Section › Load brings in a saved section.</p>
            </div>
          ) : (
            <SortableList
              ids={events.map((event) => event.id)}
              axis="vertical"
              describe={(id) => `event ${id}`}
              onMove={moveEvent}
            >
              <ol className="event-list" role="list" aria-label={`Events of section ${active}`}>
                {events.map((event) => (
                  <EventCard
                    key={event.id}
                    event={event}
                    open={editing?.draft.id === event.id}
                    onOpen={() => run({ kind: 'open', id: event.id })}
                  />
                ))}
              </ol>
            </SortableList>
          )}
        </section>
        {editing ? (
          <EventEditor key={editing.original.id} />
        ) : (
          <div className="event-editor-empty empty-state">
            <p className="empty-state-title">Choose an event to edit it.</p>
            <p>
              Drag the handle of an event or a section tab to reorder; keyboard: Space, arrows,
              Space.
            </p>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={pending !== null}
        title="Save the open event first"
        message={SAVE_EVENT_FIRST}
        confirmLabel="Discard its changes"
        cancelLabel="OK"
        onCancel={() => setPending(null)}
        onConfirm={discardAndContinue}
      />
    </div>
  );
}
