import type { RouteTabGroup } from '../shared/ui';

/** The Admin section's route tabs, grouped as the back-office menu shows them (admin spec §2). */
export const ADMIN_TABS: readonly RouteTabGroup[] = [
  {
    label: 'Create Exercise',
    tabs: [
      { id: 'CreateFacilitate', label: 'Create Facilitated' },
      { id: 'CreateCampaign', label: 'Create Campaign' },
    ],
  },
  {
    label: 'Customers Account',
    tabs: [
      { id: 'CreateCustomer', label: 'Create Customer Account' },
      { id: 'CreateSub', label: 'Create Sub Account' },
      { id: 'ClientGateway', label: 'Client Gateway' },
      { id: 'ManageCredits', label: 'Manage Credits' },
      { id: 'ManageAccess', label: 'Manage Access' },
      { id: 'ManagePrivacy', label: 'Manage Privacy' },
      { id: 'ChangeCustomerEmail', label: 'Change Customer Email' },
    ],
  },
  {
    label: 'Upload Media',
    tabs: [
      { id: 'UploadImage', label: 'Upload Image' },
      { id: 'UploadVideo', label: 'Upload Video/Audio' },
    ],
  },
  {
    label: 'Exercises',
    tabs: [
      { id: 'ListExercises', label: 'Exercise List' },
      { id: 'RemoveExercise', label: 'Remove Exercise' },
      { id: 'ShortenURL', label: 'Shorten URL' },
      { id: 'Reports', label: 'Reports' },
    ],
  },
  {
    label: 'Overview',
    tabs: [
      { id: 'Dashboard', label: 'Dashboard' },
      { id: 'RemoveEmails', label: 'Remove Emails' },
    ],
  },
];
