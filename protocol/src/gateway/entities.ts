import { z } from 'zod';
import { TEXT_LIMITS, tooLong } from '../core/bounds';
import { RevisionStamp } from '../core/revision';

export const LOGO_URL_MAX = 2_048;
export const NDA_TEXT_MAX = 100_000;
export const NDA_JSON_MAX = 400_000;
const NAME_MAX = 100;
const EMAIL_MAX = TEXT_LIMITS.email;

/** A client's branding shown to its players: the logo and the NDA they agree to. */
export const ClientConfiguration = z.object({
  /** '' for none; else an http(s) URL. */
  branding_logo_url: z.string().max(LOGO_URL_MAX),
  /** Rich text (HTML) from the NDA editor, sanitised by the server. */
  nda_text: z.string().max(NDA_TEXT_MAX),
  /** Ours (additive): the NDA editor's own state (lexical JSON), to edit it again. */
  nda_json: z.string().max(NDA_JSON_MAX).optional(),
});
export type ClientConfiguration = z.infer<typeof ClientConfiguration>;

/** A client as the Client Gateway shows it (docs/admin.md). */
export const GatewayClient = z.object({
  name: z.string().max(NAME_MAX),
  email: z.string().max(EMAIL_MAX),
  configuration: ClientConfiguration,
  /** Additive: where the client's configuration is now (docs/editor-api.md, "Concurrent edits"). */
  ...RevisionStamp,
});
export type GatewayClient = z.infer<typeof GatewayClient>;

/** An http(s) address; the form's placeholder is the host. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The create / update body, with the Client Gateway form rules (docs/admin.md). */
export const GatewayClientRequest = z.object({
  name: z
    .string({ error: 'Please provide name!' })
    .max(TEXT_LIMITS.name, tooLong(TEXT_LIMITS.name))
    .trim()
    .min(1, { error: 'Please provide name!', abort: true })
    .max(NAME_MAX, `A client name has at most ${NAME_MAX} characters.`),
  email: z
    .string({ error: 'Please provide email!' })
    .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
    .trim()
    .min(1, { error: 'Please provide email!', abort: true })
    .max(EMAIL_MAX, 'Please provide valid email!')
    .regex(EMAIL, 'Please provide valid email!'),
  configuration: ClientConfiguration.extend({
    branding_logo_url: z
      .string()
      .max(TEXT_LIMITS.url, tooLong(TEXT_LIMITS.url))
      .trim()
      .max(LOGO_URL_MAX, 'Invalid Url for LOGO!')
      .refine((url) => url === '' || HTTP_URL.test(url), 'Invalid Url for LOGO!'),
  }),
});
export type GatewayClientRequest = z.output<typeof GatewayClientRequest>;
