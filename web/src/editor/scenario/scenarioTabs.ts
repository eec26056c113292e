import { SCENARIO_EDITOR_TABS } from '@dojo/protocol';

/** /editor/Scenario/{tab} (docs/scenario-editor.md); no tab shows the sections and their events. */
export type ScenarioTab = (typeof SCENARIO_EDITOR_TABS)[number];

export const SCENARIO_BASE = '/editor/Scenario';

/** The tab a route parameter names: undefined for none, null when unknown. */
export function scenarioTab(param: string | undefined): ScenarioTab | null | undefined {
  if (param === undefined) return undefined;
  return (SCENARIO_EDITOR_TABS as readonly string[]).includes(param)
    ? (param as ScenarioTab)
    : null;
}

export const TAB_TITLES: Record<ScenarioTab, string> = {
  PreviousVersions: 'Previous Versions',
  LoadScenario: 'Load Scenario',
  SaveScenario: 'Save Scenario',
  LoadSection: 'Load Section',
  SaveSection: 'Save Section',
  RenameSection: 'Rename Section',
  ShowLayout: 'Show Layout',
  ShowFormat: 'Show Format',
  ModifyDetails: 'Modify Details',
  Translations: 'Translations',
};
