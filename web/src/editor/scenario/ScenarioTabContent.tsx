import type { ComponentType } from 'react';
import { ShowFormatTab } from './format/ShowFormatTab';
import { ShowLayoutTab } from './layout/ShowLayoutTab';
import type { ScenarioTab } from './scenarioTabs';
import { LoadScenarioTab } from './tabs/LoadScenarioTab';
import { LoadSectionTab } from './tabs/LoadSectionTab';
import { ModifyDetailsTab } from './tabs/ModifyDetailsTab';
import { PreviousVersionsTab } from './tabs/PreviousVersionsTab';
import { RenameSectionTab } from './tabs/RenameSectionTab';
import { SaveScenarioTab } from './tabs/SaveScenarioTab';
import { SaveSectionTab } from './tabs/SaveSectionTab';
import { TranslationsTab } from './translations/TranslationsTab';
import './tabs/tabs.css';

const TABS: Record<ScenarioTab, ComponentType> = {
  PreviousVersions: PreviousVersionsTab,
  LoadScenario: LoadScenarioTab,
  SaveScenario: SaveScenarioTab,
  LoadSection: LoadSectionTab,
  SaveSection: SaveSectionTab,
  RenameSection: RenameSectionTab,
  ShowLayout: ShowLayoutTab,
  ShowFormat: ShowFormatTab,
  ModifyDetails: ModifyDetailsTab,
  Translations: TranslationsTab,
};

/** The open tab of /editor/Scenario/{tab}. */
export function ScenarioTabContent({ tab }: { tab: ScenarioTab }) {
  const Tab = TABS[tab];
  return <Tab />;
}
