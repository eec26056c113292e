import { z } from 'zod';
import { EmailText, NameText, SubjectText } from '../core/bounds';

/** A fictional sender of simulated e-mails and social posts (admin spec §3). */
export const Persona = z.object({
  name: NameText,
  email: EmailText,
  /** Shown in the e-mail signature. */
  role: SubjectText,
});
export type Persona = z.infer<typeof Persona>;

export const Organisation = z.object({
  name: NameText,
  email: EmailText.optional(),
  personas: z.array(Persona),
});
export type Organisation = z.infer<typeof Organisation>;

/** The social-media tag of a persona: the part of the e-mail before '@'. */
export function socialTag(email: string): string {
  return email.split('@')[0] ?? '';
}

/** The media name of a persona's profile picture: the name without spaces, plus .png. */
export function personaPictureName(name: string): string {
  return `${name.replace(/\s/g, '')}.png`;
}
