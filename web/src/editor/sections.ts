import type { RouteTabGroup } from '../shared/ui';

/** The editor back-office sections, as route segments: /editor/{section}/{tab?}. */
export const EDITOR_SECTIONS = [
  'Tutorial',
  'Scenario',
  'Organisation',
  'PDF',
  'Admin',
  'LogOut',
] as const;
export type EditorSection = (typeof EDITOR_SECTIONS)[number];

export const DEFAULT_SECTION: EditorSection = 'Tutorial';

export const SECTION_LABELS: Record<EditorSection, string> = {
  Tutorial: 'Tutorial',
  Scenario: 'Scenario',
  Organisation: 'Organisation',
  PDF: 'PDF',
  Admin: 'Admin',
  LogOut: 'Log Out',
};

/** The section a route parameter names: Tutorial when none is given, null when unknown. */
export function resolveSection(param: string | undefined): EditorSection | null {
  if (param === undefined) return DEFAULT_SECTION;
  return (EDITOR_SECTIONS as readonly string[]).includes(param) ? (param as EditorSection) : null;
}

/** Scenario editor tabs (scenario-editor spec §2); Add Section is an action, not a tab. */
export const SCENARIO_TABS: readonly RouteTabGroup[] = [
  {
    label: 'Scenario',
    tabs: [
      { id: 'LoadScenario', label: 'Load' },
      { id: 'SaveScenario', label: 'Save' },
      { id: 'PreviousVersions', label: 'Previous Versions' },
    ],
  },
  {
    label: 'Section',
    tabs: [
      { id: 'LoadSection', label: 'Load' },
      { id: 'SaveSection', label: 'Save' },
      { id: 'RenameSection', label: 'Rename' },
    ],
  },
  {
    label: 'View',
    tabs: [
      { id: 'ShowLayout', label: 'Show Layout' },
      { id: 'ShowFormat', label: 'Show Format' },
      { id: 'ModifyDetails', label: 'Modify Details' },
    ],
  },
];

/** Organisation tabs (admin spec §2). */
export const ORGANISATION_TABS: readonly RouteTabGroup[] = [
  {
    label: 'Organisation',
    tabs: [
      { id: 'CreateOrganisation', label: 'New Organisation' },
      { id: 'EditOrganisation', label: 'Edit Organisation' },
    ],
  },
  {
    label: 'Persona',
    tabs: [
      { id: 'CreatePersona', label: 'New Persona' },
      { id: 'EditPersona', label: 'Edit Persona' },
    ],
  },
];
