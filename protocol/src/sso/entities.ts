import { z } from 'zod';
import { TEXT_LIMITS, tooLong } from '../core/bounds';
import { RevisionStamp } from '../core/revision';

/** Messages of single sign-on, in the product's words: the server answers them, the web shows them. */
export const SSO_MESSAGES = {
  domainNotAllowed:
    'Your e-mail domain is not allowed to sign in to this client. Ask your administrator to add it.',
  noRole:
    'Your company account gives you no role here (no owner or trainer group). Ask your administrator.',
  notSetUp: 'No single sign-on is set up for this e-mail address. Sign in with your password.',
  failed: 'The sign-in with your company could not be checked. Please start again.',
  passwordOff:
    'Your company signs in through its own sign-in page. Use "Sign in with your company".',
  handoverUsed: 'This sign-in has been used already or has expired. Please start again.',
  saved: (client: string) => `Single sign-on of ${client} saved.`,
  domainTaken: (domain: string) => `Another client signs in with ${domain} already.`,
  issuerWorks: (issuer: string) =>
    `The issuer ${issuer} answered: its sign-in page, token endpoint and keys are known.`,
  issuerFails: (issuer: string, detail: string) =>
    `The issuer ${issuer} did not answer as an OpenID provider: ${detail}`,
  /** Saving a changed issuer checks it first: nothing is saved when it does not answer. */
  issuerNotChecked: (detail: string) =>
    `The issuer did not answer as an OpenID provider, so nothing was saved: ${detail}`,
  secretNeeded: 'Give the client secret: the provider needs it to trade the sign-in code.',
} as const;

/** A domain as people type it after the @ (lowercase letters, digits, dots and hyphens). */
export const EmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, tooLong(253))
  .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Give a domain such as example.com.');

/** Which claim, holding which value (a string or one item of a list), gives a role. */
export const RoleClaim = z.object({
  /** The claim's name in the ID token or user info (`groups`, `roles`, `dojo_role`). */
  claim: z
    .string()
    .trim()
    .min(1, 'Name the claim.')
    .max(TEXT_LIMITS.identifier, tooLong(TEXT_LIMITS.identifier)),
  /** The value that gives the role (a group's name or object id). */
  value: z
    .string()
    .trim()
    .min(1, 'Give the value.')
    .max(TEXT_LIMITS.subject, tooLong(TEXT_LIMITS.subject)),
});
export type RoleClaim = z.infer<typeof RoleClaim>;

/** The issuer's address: https, or http only where the operator allows private targets. */
export const IssuerUrl = z
  .string()
  .trim()
  .max(TEXT_LIMITS.url, tooLong(TEXT_LIMITS.url))
  .regex(/^https?:\/\/[^\s]+$/, 'Give the issuer as an https:// address.');

/** A client's single sign-on as its owner or an admin sees it: the secret never comes back. */
export const SsoSettings = z.object({
  issuer: IssuerUrl,
  clientId: z
    .string()
    .trim()
    .min(1, 'Give the client id.')
    .max(TEXT_LIMITS.subject, tooLong(TEXT_LIMITS.subject)),
  /** The e-mail domains whose people may sign in (one at least). */
  domains: z.array(EmailDomain).min(1, 'Give at least one e-mail domain.').max(20),
  owner: RoleClaim,
  trainer: RoleClaim,
  /** False: the client's accounts sign in through the provider only. */
  passwordSignIn: z.boolean(),
});
export type SsoSettings = z.infer<typeof SsoSettings>;

/** What comes back: the settings, whether a secret is kept and its last four characters. */
export const SsoSettingsView = SsoSettings.extend({
  secretSet: z.boolean(),
  secretEnd: z.string().max(4),
  redirectUri: z.string().max(TEXT_LIMITS.url),
  /** What a save sends back as `baseRevision` (docs/auth.md, "Single sign-on"). */
  ...RevisionStamp,
});
export type SsoSettingsView = z.infer<typeof SsoSettingsView>;

export const SsoClientSecret = z.string().min(1).max(TEXT_LIMITS.token, tooLong(TEXT_LIMITS.token));
