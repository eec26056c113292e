import type { ADMIN_TABS, StaffRole } from '@dojo/protocol';
import { tabGroup, type RouteTabGroup } from '../shared/ui';

type AdminTab = (typeof ADMIN_TABS)[number];
const group = tabGroup<AdminTab>;

const UPLOAD_MEDIA = group('Upload Media', {
  UploadImage: 'Upload Image',
  UploadVideo: 'Upload Video/Audio',
});

/** The Admin section's route tabs, grouped as the back-office menu shows them (docs/admin.md). */
export const ADMIN_TAB_GROUPS: readonly RouteTabGroup[] = [
  group('Create Exercise', {
    CreateFacilitate: 'Create Facilitated',
    CreateCampaign: 'Create Campaign',
  }),
  group('Customers Account', {
    CreateCustomer: 'Create Customer Account',
    CreateSub: 'Create Sub Account',
    ClientGateway: 'Client Gateway',
    ManageCredits: 'Manage Credits',
    CreditLog: 'Credit Log',
    ManageAccess: 'Manage Access',
    ManagePrivacy: 'Manage Privacy',
    ChangeCustomerEmail: 'Change Customer Email',
    Webhooks: 'Webhooks',
  }),
  UPLOAD_MEDIA,
  group('Exercises', {
    ListExercises: 'Exercise List',
    RemoveExercise: 'Remove Exercise',
    ShortenURL: 'Shorten URL',
    Reports: 'Reports',
  }),
  group('Overview', { Dashboard: 'Dashboard', RemoveEmails: 'Remove Emails', Outbox: 'Outbox' }),
];

/** The tabs a staff role may open: an editor, only Upload Media (docs/auth.md). */
export function adminTabGroupsFor(role: StaffRole | null): readonly RouteTabGroup[] {
  return role === 'admin' ? ADMIN_TAB_GROUPS : [UPLOAD_MEDIA];
}
