import { useNavigate } from 'react-router';
import { useList } from '../../lists';
import { loadSection } from '../scenarioActions';
import { SCENARIO_BASE } from '../scenarioTabs';
import { LoadActions } from './LoadActions';
import { SavedList } from './SavedList';
import { useSavedChoice } from './useSavedChoice';

/** Load Section: its events join the scenario with fresh ids; Remove takes two presses. */
export function LoadSectionTab() {
  const saved = useList('sections');
  const navigate = useNavigate();
  const choice = useSavedChoice('section');

  async function load() {
    if (await choice.run(() => loadSection(choice.name))) void navigate(SCENARIO_BASE);
  }

  return (
    <div className="panel sc-tab-panel sc-tab-panel-narrow">
      <SavedList
        label="Section"
        listing={saved}
        value={choice.name}
        onChange={choice.choose}
        placeholder="Select a section"
        empty="No sections saved yet"
      />
      <p className="field-hint">
        The section&apos;s events are added as a section of the open scenario, with new ids; their
        Next and branches start unset.
      </p>
      <LoadActions choice={choice} onLoad={() => void load()} />
    </div>
  );
}
