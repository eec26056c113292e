/** Admin console business constants (docs/admin.md unless noted). */
import { TEXT_LIMITS } from '../core/bounds';

export const USERNAME_MIN_LENGTH = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const FACILITATED_IDENTIFIER_MIN_LENGTH = 5;
export const SHORT_TOKEN_MIN_LENGTH = 3;

/** Bounds of the account form (ours). */
export const USERNAME_MAX = 40;
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = TEXT_LIMITS.email;
export const MONTHS_MAX = 600;

/** The largest credit balance the admin can set (ours). */
export const CREDITS_MAX = 1_000_000;

/** A new account's subscription length when the form leaves months unset. */
export const DEFAULT_ACCOUNT_MONTHS = 12;

/** Customer lists are requested with this role (docs/admin.md). */
export const CUSTOMER_LIST_ROLE = '0';

/** The Copy button shows 'Copied!' this long. */
export const COPY_CONFIRMATION_MS = 2_000;

/** The copied short link is {origin}/exercise/{short}. */
export const SHORT_LINK_PREFIX = '/exercise/';

/** The admin tabs (route tab parameter). */
export const ADMIN_TABS = [
  'Dashboard',
  'CreateFacilitate',
  'CreateCampaign',
  'CreateCustomer',
  'CreateSub',
  'ClientGateway',
  'ManageCredits',
  'CreditLog',
  'ManageAccess',
  'ManagePrivacy',
  'ChangeCustomerEmail',
  'Webhooks',
  'UploadImage',
  'UploadVideo',
  'ListExercises',
  'RemoveExercise',
  'ShortenURL',
  'Reports',
  'RemoveEmails',
  'Outbox',
] as const;

/** The organisation tabs. */
export const ORGANISATION_TABS = [
  'CreateOrganisation',
  'EditOrganisation',
  'CreatePersona',
  'EditPersona',
] as const;

/** Who a credit log entry names once its author was forgotten (docs/admin.md, "Forget a person"). */
export const FORGOTTEN_AUTHOR = '(forgotten)';
