import {
  DEFAULT_PDF_IMAGE_SIZE,
  moveItem,
  type PdfDefinition,
  type PdfField,
  type PdfFieldType,
  type PdfImage,
  type PdfType,
} from '@dojo/protocol';

/** An image or field being edited, with a key that stays put while others are removed. */
export type DraftImage = PdfImage & { key: string };
export type DraftField = PdfField & { key: string };

/** The PDF on the editor's bench (docs/editor-rules.md PDF, without the file name). */
export interface PdfDraft {
  type: PdfType;
  title: string;
  content: string;
  images: DraftImage[];
  fields: DraftField[];
}

let counter = 0;
const nextKey = () => `item-${++counter}`;

export function emptyDraft(): PdfDraft {
  return { type: 'Document', title: '', content: '', images: [], fields: [] };
}

export function draftOf(pdf: Omit<PdfDefinition, 'fileName'>): PdfDraft {
  return {
    type: pdf.type,
    title: pdf.title,
    content: pdf.content,
    images: pdf.images.map((image) => ({ ...image, key: nextKey() })),
    fields: pdf.fields.map((field) => ({ ...field, key: nextKey() })),
  };
}

/** The definition the preview shows and Save sends; a Document sends no fields. */
export function definitionOf(draft: PdfDraft): Omit<PdfDefinition, 'fileName'> {
  return {
    type: draft.type,
    title: draft.title,
    content: draft.content,
    images: draft.images.map(({ key: _key, ...image }) => image),
    fields:
      draft.type === 'Form'
        ? draft.fields.map(({ key: _key, ...field }) => ({
            ...field,
            options: field.fieldType === 'Text' ? [] : field.options,
          }))
        : [],
  };
}

export function newImage(): DraftImage {
  return { key: nextKey(), url: '', name: '', caption: '', size: DEFAULT_PDF_IMAGE_SIZE };
}

export function newField(): DraftField {
  return { key: nextKey(), label: '', identifier: '', fieldType: 'Text', options: [] };
}

/** Replaces the item with the given key by the changed one; others stay as they are. */
export function replaceItem<T extends { key: string }>(
  items: readonly T[],
  key: string,
  change: Partial<T>,
) {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}

export function removeItem<T extends { key: string }>(items: readonly T[], key: string): T[] {
  return items.filter((item) => item.key !== key);
}

/** Moves an item one place up (-1) or down (+1); the ends stay put. */
export function moveByKey<T extends { key: string }>(items: readonly T[], key: string, by: -1 | 1) {
  const from = items.findIndex((item) => item.key === key);
  return from < 0 ? [...items] : moveItem(items, from, from + by);
}

/** An identifier made from a label: 'Systems affected?' gives 'systemsAffected'. */
export function suggestIdentifier(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/**
 * A new label; the identifier follows it while it is still the one suggested for the old
 * label (or empty), so an identifier the author typed is never overwritten.
 */
export function relabelField(field: DraftField, label: string): DraftField {
  const following = !field.identifier || field.identifier === suggestIdentifier(field.label);
  return { ...field, label, identifier: following ? suggestIdentifier(label) : field.identifier };
}

/** A new type; choice fields start with two empty options so the author sees where they go. */
export function retypeField(field: DraftField, fieldType: PdfFieldType): DraftField {
  const options = fieldType !== 'Text' && field.options.length === 0 ? ['', ''] : field.options;
  return { ...field, fieldType, options };
}
