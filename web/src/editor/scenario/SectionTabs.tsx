import { Icon } from './Icon';
import { SortableItem, SortableList } from './sortable';
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
  return (
    <SortableItem
      id={name}
      className="section-tab"
      handleLabel={`Move section ${name}`}
      state={{ 'data-active': active || undefined }}
    >
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
    </SortableItem>
  );
}
