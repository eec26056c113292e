import type { ADMIN_TABS } from '@dojo/protocol';
import { tabGroup, type RouteTabGroup } from '../shared/ui';

type AdminTab = (typeof ADMIN_TABS)[number];
const group = tabGroup<AdminTab>;

/** The Admin section's route tabs, grouped as the back-office menu shows them (admin spec §2). */
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
    ManageAccess: 'Manage Access',
    ManagePrivacy: 'Manage Privacy',
    ChangeCustomerEmail: 'Change Customer Email',
  }),
  group('Upload Media', { UploadImage: 'Upload Image', UploadVideo: 'Upload Video/Audio' }),
  group('Exercises', {
    ListExercises: 'Exercise List',
    RemoveExercise: 'Remove Exercise',
    ShortenURL: 'Shorten URL',
    Reports: 'Reports',
  }),
  group('Overview', { Dashboard: 'Dashboard', RemoveEmails: 'Remove Emails' }),
];
