import { z } from 'zod';
import { ContentText, NameText, SubjectText, UrlText } from '../core/bounds';
import { savedFileName } from './fileName';

export const PdfType = z.enum(['Document', 'Form']);
export type PdfType = z.infer<typeof PdfType>;

export const PdfImageSize = z.enum(['true size', 'small', 'medium', 'large']);
export type PdfImageSize = z.infer<typeof PdfImageSize>;

export const PdfFieldType = z.enum(['Text', 'Radio Button', 'Checkboxes']);
export type PdfFieldType = z.infer<typeof PdfFieldType>;

export const PdfImage = z.object({
  url: UrlText,
  /** The identifier the content refers to. */
  name: NameText,
  caption: SubjectText,
  size: PdfImageSize.default('large'),
});
export type PdfImage = z.infer<typeof PdfImage>;

export const PdfField = z.object({
  label: SubjectText,
  /** The key of this field's value in the player's form answer. */
  identifier: NameText,
  fieldType: PdfFieldType,
  /** The choices of a Radio Button or Checkboxes field; empty for Text. */
  options: z.array(ContentText).default([]),
});
export type PdfField = z.infer<typeof PdfField>;

/**
 * A PDF document or form, one shape for the PDF editor (editor spec §3) and the player
 * (portal spec §3 "PDF form"). Content lines starting 'header:' or 'subtitle:' are headers.
 */
export const PdfDefinition = z.object({
  fileName: NameText,
  title: SubjectText,
  content: ContentText,
  images: z.array(PdfImage).default([]),
  type: PdfType,
  fields: z.array(PdfField).default([]),
});
export type PdfDefinition = z.infer<typeof PdfDefinition>;

/** The Save PDF name rules (editor spec §5). */
export const PdfFileName = savedFileName({
  required: 'Please enter file name',
  noDash: 'File name cannot contain the character -, please replace it.',
});
