import { Icon } from './Icon';
import { SortableList, useSortableItem } from './sortable';
import { sectionEvents, useScenarioEditor } from './scenarioStore';

/** The section tabs: choose the listed section, reorder by drag and drop, Add Section. */
export function SectionTabs() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const active = useScenarioEditor((state) => state.activeSection);
  const moveSection = useScenarioEditor((state) => state.moveSection);
  const addSection = useScenarioEditor((state) => state.addSection);

  return (
    <div className="section-tabs">
      <h2 className="visually-hidden">Sections</h2>
      <SortableList
        ids={scenario.sections}
        axis="horizontal"
        describe={(id) => `section ${id}`}
        onMove={moveSection}
      >
        <ul className="section-tab-list" role="list" aria-label="Sections">
          {scenario.sections.map((name) => (
            <SectionTab
              key={name}
              name={name}
              count={sectionEvents(scenario, name).length}
              active={name === active}
            />
          ))}
        </ul>
      </SortableList>
      <button type="button" className="btn btn-secondary btn-small" onClick={addSection}>
        <Icon name="plus" />
        Add Section
      </button>
    </div>
  );
}

function SectionTab({ name, count, active }: { name: string; count: number; active: boolean }) {
  const selectSection = useScenarioEditor((state) => state.selectSection);
  const { setItemRef, handleProps, isDragging, isOver, offset } = useSortableItem(name);
  return (
    <li
      ref={setItemRef}
      className="section-tab"
      data-active={active || undefined}
      data-dragging={isDragging || undefined}
      data-over={isOver || undefined}
      style={offset ? { translate: `${offset.x}px ${offset.y}px` } : undefined}
    >
      <button
        type="button"
        className="sc-drag-handle"
        aria-label={`Move section ${name}`}
        {...handleProps}
      >
        <Icon name="grip" />
      </button>
      <button
        type="button"
        className="section-tab-button"
        aria-pressed={active}
        onClick={() => selectSection(name)}
      >
        <span className="section-tab-name">{name}</span>
        <span className="section-tab-count" aria-label={`${count} events`}>
          {count}
        </span>
      </button>
    </li>
  );
}
