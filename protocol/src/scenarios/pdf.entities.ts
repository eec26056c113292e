import { z } from 'zod';
import { requiredText } from '../core/status';

export const PdfType = z.enum(['Document', 'Form']);
export type PdfType = z.infer<typeof PdfType>;

export const PdfImageSize = z.enum(['true size', 'small', 'medium', 'large']);
export type PdfImageSize = z.infer<typeof PdfImageSize>;

export const PdfFieldType = z.enum(['Text', 'Radio Button', 'Checkboxes']);
export type PdfFieldType = z.infer<typeof PdfFieldType>;

export const PdfImage = z.object({
  url: z.string(),
  /** The identifier the content refers to. */
  name: z.string(),
  caption: z.string(),
  size: PdfImageSize.default('large'),
});
export type PdfImage = z.infer<typeof PdfImage>;

export const PdfField = z.object({
  label: z.string(),
  /** The key of this field's value in the player's form answer. */
  identifier: z.string(),
  fieldType: PdfFieldType,
  /** The choices of a Radio Button or Checkboxes field; empty for Text. */
  options: z.array(z.string()).default([]),
});
export type PdfField = z.infer<typeof PdfField>;

/**
 * A PDF document or form, one shape for the PDF editor (editor spec §3) and the player
 * (portal spec §3 "PDF form"). Content lines starting 'header:' or 'subtitle:' are headers.
 */
export const PdfDefinition = z.object({
  fileName: z.string(),
  title: z.string(),
  content: z.string(),
  images: z.array(PdfImage).default([]),
  type: PdfType,
  fields: z.array(PdfField).default([]),
});
export type PdfDefinition = z.infer<typeof PdfDefinition>;

/** The Save PDF name rules (editor spec §5). */
export const PdfFileName = requiredText('Please enter file name').refine(
  (name) => !name.includes('-'),
  'File name cannot contain the character -, please replace it.',
);
