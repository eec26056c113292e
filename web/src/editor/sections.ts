import { EDITOR_SECTIONS } from '@dojo/protocol';

export { EDITOR_SECTIONS };

/** The editor back-office sections, as route segments: /editor/{section}/{tab?}. */
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
