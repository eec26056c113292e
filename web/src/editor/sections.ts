import { EDITOR_SECTIONS, type StaffRole } from '@dojo/protocol';

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

/** One entry of the back-office menu. */
export interface MenuEntry {
  section: EditorSection;
  to: string;
  label: string;
}

/**
 * The back-office menu for a staff role. An admin sees the six sections. An editor does not
 * see Admin: the one part of it an editor may use, Upload Media, is its own entry instead.
 */
export function menuFor(role: StaffRole | null): MenuEntry[] {
  return EDITOR_SECTIONS.map((section) => {
    if (section === 'Admin' && role !== 'admin') {
      return { section, to: '/editor/Admin/UploadImage', label: 'Upload Media' };
    }
    return { section, to: `/editor/${section}`, label: SECTION_LABELS[section] };
  });
}
