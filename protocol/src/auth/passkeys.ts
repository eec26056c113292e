import { z } from 'zod';
import { call } from '../core/call';
import { Status, Token, TokenBody } from '../core/status';
import { ContentText, IdText, NameText, safeName, TokenText } from '../core/bounds';
import { CustomerRole, Level, StaffRole } from './entities';

/**
 * Passkeys (WebAuthn) as a second factor (docs/auth.md, "Passkeys"). The browser's
 * ceremony options and answers travel as the WebAuthn JSON forms (base64url binary fields);
 * the server's library (@simplewebauthn/server) checks them, nothing here parses them.
 */
const NOTE = 'Not in the specs; decided in docs/auth.md, "Passkeys".';

/** How many passkeys one account may keep. */
export const PASSKEYS_PER_ACCOUNT = 10;

/** What a passkey's owner calls it ("Work laptop"). */
export const PasskeyName = safeName('The passkey’s name', 60).pipe(
  z.string().trim().min(1, 'Give the passkey a name.'),
);

/** A passkey's id as the account knows it: its credential id, base64url (at most 1023 bytes). */
export const PasskeyId = z
  .string()
  .min(1)
  .max(1400)
  .regex(/^[A-Za-z0-9_-]+$/, 'A passkey id is base64url.');

/** Binary WebAuthn fields, base64url, each with a bound far over what an authenticator sends. */
const B64 = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_=-]*$/, 'Expected base64url.');

/** How an authenticator is reached ('internal', 'usb', 'hybrid'...): browsers add new ones, so any short word. */
const Transports = z.array(z.string().max(20)).max(10);

const Descriptor = z.object({
  id: PasskeyId,
  type: z.literal('public-key'),
  transports: Transports.optional(),
});

const UserVerification = z.enum(['required', 'preferred', 'discouraged']);
const Hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).max(3);

/** PublicKeyCredentialCreationOptionsJSON, as the server's library makes it. */
export const PasskeyCreationOptions = z.object({
  rp: z.object({ name: NameText, id: IdText.optional() }),
  user: z.object({ id: B64(100), name: NameText, displayName: NameText }),
  challenge: B64(200),
  pubKeyCredParams: z
    .array(z.object({ alg: z.number().int(), type: z.literal('public-key') }))
    .max(20),
  timeout: z.number().int().positive().max(600_000).optional(),
  excludeCredentials: z.array(Descriptor).max(PASSKEYS_PER_ACCOUNT).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: UserVerification.optional(),
    })
    .optional(),
  hints: Hints.optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** PublicKeyCredentialRequestOptionsJSON. */
export const PasskeyRequestOptions = z.object({
  challenge: B64(200),
  timeout: z.number().int().positive().max(600_000).optional(),
  rpId: IdText.optional(),
  allowCredentials: z.array(Descriptor).max(PASSKEYS_PER_ACCOUNT).optional(),
  userVerification: UserVerification.optional(),
  hints: Hints.optional(),
});

const ClientExtensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

/** RegistrationResponseJSON, what the browser's library answers. */
export const PasskeyRegistration = z.object({
  id: PasskeyId,
  rawId: PasskeyId,
  response: z.object({
    clientDataJSON: B64(4_000),
    attestationObject: B64(20_000),
    authenticatorData: B64(4_000).optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: B64(4_000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResults,
  type: z.literal('public-key'),
});

/** AuthenticationResponseJSON. */
export const PasskeyAssertion = z.object({
  id: PasskeyId,
  rawId: PasskeyId,
  response: z.object({
    clientDataJSON: B64(4_000),
    authenticatorData: B64(4_000),
    signature: B64(2_000),
    userHandle: B64(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResults,
  type: z.literal('public-key'),
});

/** One ceremony in progress: the id the finishing call names (single use, 5 minutes). */
const Ceremony = z.string().min(1).max(64);

/** One of the account's passkeys as its owner sees it. */
export const PasskeySummary = z.object({
  id: PasskeyId,
  name: NameText,
  createdAt: z.string().max(40),
  lastUsedAt: z.string().max(40).optional(),
});
export type PasskeySummary = z.infer<typeof PasskeySummary>;

/** Ours: the options for the browser to make a passkey for the signed-in account. */
export const startPasskeyRegistration = call(
  'POST',
  '/api/startPasskeyRegistration',
  TokenBody,
  z.object({ type: z.literal('success'), ceremony: Ceremony, options: PasskeyCreationOptions }),
  { note: NOTE },
);

/**
 * Ours: the browser's new passkey, kept under its name; answers a fresh session token that
 * counts as signed in with the factor (as confirming an authenticator app does).
 */
export const finishPasskeyRegistration = call(
  'POST',
  '/api/finishPasskeyRegistration',
  z.object({
    token: Token,
    ceremony: Ceremony,
    name: PasskeyName,
    response: PasskeyRegistration,
  }),
  z.object({
    type: z.literal('success'),
    data: ContentText,
    token: TokenText,
    /** With a first passkey and no authenticator app: the recovery codes, shown only now. */
    recoveryCodes: z.array(NameText).max(20).optional(),
  }),
  { note: NOTE },
);

/** Ours: the account's passkeys, the newest first. */
export const listPasskeys = call(
  'POST',
  '/api/listPasskeys',
  TokenBody,
  z.object({
    type: z.literal('success'),
    passkeys: z.array(PasskeySummary).max(PASSKEYS_PER_ACCOUNT),
  }),
  { note: NOTE },
);

/** Ours: removes one of the account's own passkeys (in the audit log). */
export const removePasskey = call(
  'POST',
  '/api/removePasskey',
  z.object({ token: Token, passkey: PasskeyId }),
  Status,
  { note: NOTE },
);

/** Ours: the second step of a login by passkey: the options, for the step's token. */
export const startPasskeySignIn = call(
  'POST',
  '/api/startPasskeySignIn',
  z.object({ pendingToken: Token }),
  z.object({ type: z.literal('success'), ceremony: Ceremony, options: PasskeyRequestOptions }),
  { auth: 'none', note: NOTE },
);

/** Ours: the passkey's answer; answers as the login would have (as loginSecondFactor does). */
export const finishPasskeySignIn = call(
  'POST',
  '/api/finishPasskeySignIn',
  z.object({ pendingToken: Token, ceremony: Ceremony, response: PasskeyAssertion }),
  z.object({
    type: z.literal('success'),
    data: ContentText.describe('the username'),
    token: TokenText,
    role: z.union([CustomerRole, StaffRole]),
    agreed: z.boolean().optional(),
    level: Level.optional(),
  }),
  { auth: 'none', note: NOTE },
);

/** What passkeys say (docs/auth.md, "Passkeys"). */
export const PASSKEYS = {
  added: 'Your passkey is added.',
  removed: 'The passkey is removed.',
  notFound: 'That passkey is not on your account.',
  tooMany: `An account keeps at most ${PASSKEYS_PER_ACCOUNT} passkeys. Remove one first.`,
  /** The ceremony's challenge is unknown, used already or past its 5 minutes. */
  ceremonyEnded: 'That passkey request has ended. Please try again.',
  /** The browser's passkey could not be checked (wrong site, tampered, not this account's). */
  refused: 'That passkey was not accepted. Try another one, or use your code.',
  alreadyAdded: 'That passkey is on an account already.',
} as const;
