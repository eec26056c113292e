import { z } from 'zod';
import { ContentText, EmailText, NameText, TEXT_LIMITS, UrlText, tooLong } from '../core/bounds';

/** A client's branding shown to its players: the logo and the NDA they agree to. */
export const ClientConfiguration = z.object({
  /** '' for none; else an http(s) URL. */
  branding_logo_url: UrlText,
  /** Rich text (HTML) from the NDA editor. */
  nda_text: ContentText,
});
export type ClientConfiguration = z.infer<typeof ClientConfiguration>;

/** A client as the Client Gateway shows it (admin spec §3). */
export const GatewayClient = z.object({
  name: NameText,
  email: EmailText,
  configuration: ClientConfiguration,
});
export type GatewayClient = z.infer<typeof GatewayClient>;

/** An http(s) address; the form's placeholder is the host. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The create / update body, with the Client Gateway form rules (admin spec §5). */
export const GatewayClientRequest = z.object({
  name: z
    .string({ error: 'Please provide name!' })
    .max(TEXT_LIMITS.name, tooLong(TEXT_LIMITS.name))
    .trim()
    .min(1, { error: 'Please provide name!', abort: true }),
  email: z
    .string({ error: 'Please provide email!' })
    .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
    .trim()
    .min(1, { error: 'Please provide email!', abort: true })
    .regex(EMAIL, 'Please provide valid email!'),
  configuration: ClientConfiguration.extend({
    branding_logo_url: z
      .string()
      .max(TEXT_LIMITS.url, tooLong(TEXT_LIMITS.url))
      .trim()
      .refine((url) => url === '' || HTTP_URL.test(url), 'Invalid Url for LOGO!'),
  }),
});
export type GatewayClientRequest = z.output<typeof GatewayClientRequest>;
