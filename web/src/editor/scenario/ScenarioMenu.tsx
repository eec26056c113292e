import { useState } from 'react';
import { usePreviousVersionsShown } from './editorFeatures';
import { Link, useNavigate } from 'react-router';
import { MenuButton } from './MenuButton';
import { useScenarioEditor } from './scenarioStore';
import { SCENARIO_BASE, type ScenarioTab } from './scenarioTabs';
import { ConfirmDialog } from '../../shared/ui';

const VIEW_LINKS: readonly { id: ScenarioTab; label: string }[] = [
  { id: 'ShowLayout', label: 'Show Layout' },
  { id: 'ShowFormat', label: 'Show Format' },
  { id: 'ModifyDetails', label: 'Modify Details' },
  { id: 'Translations', label: 'Translations' },
  { id: 'PreviousVersions', label: 'Previous Versions' },
];

/** The Scenario editor menu (docs/scenario-editor.md): two dropdowns and the view tabs. */
export function ScenarioMenu({ current }: { current: ScenarioTab | undefined }) {
  const navigate = useNavigate();
  const unsaved = useScenarioEditor((state) => state.unsaved);
  const startNew = useScenarioEditor((state) => state.startNew);
  const addSection = useScenarioEditor((state) => state.addSection);
  const [confirmNew, setConfirmNew] = useState(false);
  const versionsShown = usePreviousVersionsShown() === true;
  const viewLinks = VIEW_LINKS.filter((link) => link.id !== 'PreviousVersions' || versionsShown);
  const go = (tab?: ScenarioTab) => navigate(tab ? `${SCENARIO_BASE}/${tab}` : SCENARIO_BASE);
  const entry = (label: string, tab: ScenarioTab) => ({
    label,
    current: current === tab,
    onSelect: () => go(tab),
  });

  function newScenario() {
    if (unsaved) return setConfirmNew(true);
    startNew();
    void go();
  }

  return (
    <nav className="scenario-menu" aria-label="Scenario editor">
      <Link
        className="scenario-menu-link"
        to={SCENARIO_BASE}
        aria-current={current === undefined ? 'page' : undefined}
      >
        Sections &amp; Events
      </Link>
      <MenuButton
        label="Scenario"
        active={current === 'LoadScenario' || current === 'SaveScenario'}
        items={[
          { label: 'New', onSelect: newScenario },
          entry('Load', 'LoadScenario'),
          entry('Save', 'SaveScenario'),
          { label: 'Import / Export MSEL', onSelect: () => void go('LoadScenario') },
        ]}
      />
      <MenuButton
        label="Section"
        active={['LoadSection', 'SaveSection', 'RenameSection'].includes(current ?? '')}
        items={[
          entry('Load', 'LoadSection'),
          entry('Save', 'SaveSection'),
          {
            label: 'Add',
            onSelect: () => {
              addSection();
              void go();
            },
          },
          entry('Rename', 'RenameSection'),
        ]}
      />
      {viewLinks.map((link) => (
        <Link
          key={link.id}
          className="scenario-menu-link"
          to={`${SCENARIO_BASE}/${link.id}`}
          aria-current={current === link.id ? 'page' : undefined}
        >
          {link.label}
        </Link>
      ))}
      <ConfirmDialog
        open={confirmNew}
        title="Start a new scenario?"
        message="The open scenario has unsaved changes. A new scenario replaces it and they are lost."
        confirmLabel="Discard and start new"
        onCancel={() => setConfirmNew(false)}
        onConfirm={() => {
          setConfirmNew(false);
          startNew();
          void go();
        }}
      />
    </nav>
  );
}
