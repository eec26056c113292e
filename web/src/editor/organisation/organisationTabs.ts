import type { ORGANISATION_TABS } from '@dojo/protocol';
import { tabGroup, type RouteTabGroup } from '../../shared/ui';

type OrganisationTab = (typeof ORGANISATION_TABS)[number];
const group = tabGroup<OrganisationTab>;

/** The Organisation section's route tabs (docs/editor-ui.md). */
export const ORGANISATION_TAB_GROUPS: readonly RouteTabGroup[] = [
  group('Organisation', {
    CreateOrganisation: 'New Organisation',
    EditOrganisation: 'Edit Organisation',
  }),
  group('Persona', { CreatePersona: 'New Persona', EditPersona: 'Edit Persona' }),
];
