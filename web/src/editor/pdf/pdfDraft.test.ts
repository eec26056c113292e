import { describe, expect, it } from 'vitest';
import {
  definitionOf,
  draftOf,
  emptyDraft,
  moveByKey,
  newField,
  newImage,
  relabelField,
  removeItem,
  replaceItem,
  retypeField,
  suggestIdentifier,
} from './pdfDraft';

describe('PDF drafts', () => {
  it('start as an empty document', () => {
    expect(definitionOf(emptyDraft())).toEqual({
      type: 'Document',
      title: '',
      content: '',
      images: [],
      fields: [],
    });
  });

  it('give a new image the default size, large', () => {
    expect(newImage().size).toBe('large');
  });

  it('round-trip a loaded PDF without their editing keys', () => {
    const pdf = {
      type: 'Form' as const,
      title: 'Report',
      content: 'header: Report',
      images: [{ url: '/media/a.png', name: 'a', caption: 'A', size: 'small' as const }],
      fields: [
        {
          label: 'Severity',
          identifier: 'severity',
          fieldType: 'Radio Button' as const,
          options: ['Low'],
        },
      ],
    };
    expect(definitionOf(draftOf(pdf))).toEqual(pdf);
  });

  it('send no fields for a document and no options for a text field', () => {
    const field = { ...newField(), label: 'Notes', identifier: 'notes', options: ['left over'] };
    const draft = { ...emptyDraft(), type: 'Form' as const, fields: [field] };
    expect(definitionOf(draft).fields[0]?.options).toEqual([]);
    expect(definitionOf({ ...draft, type: 'Document' }).fields).toEqual([]);
  });

  it('change, remove and move items by key, leaving the others alone', () => {
    const [a, b, c] = [newField(), newField(), newField()];
    const items = [a, b, c];
    expect(replaceItem(items, b.key, { label: 'B' }).map((f) => f.label)).toEqual(['', 'B', '']);
    expect(removeItem(items, a.key)).toEqual([b, c]);
    expect(moveByKey(items, c.key, -1)).toEqual([a, c, b]);
    expect(moveByKey(items, a.key, -1)).toEqual(items);
  });
});

describe('field identifiers', () => {
  it('are suggested from the label', () => {
    expect(suggestIdentifier('Systems affected?')).toBe('systemsAffected');
    expect(suggestIdentifier('  Été 2024 ')).toBe('ete2024');
  });

  it('follow the label until the author types their own', () => {
    let field = relabelField(newField(), 'Severity');
    expect(field.identifier).toBe('severity');
    field = relabelField(field, 'Severity level');
    expect(field.identifier).toBe('severityLevel');
    field = relabelField({ ...field, identifier: 'sev' }, 'Impact');
    expect(field.identifier).toBe('sev');
  });

  it('give a new choice field two empty options to fill in', () => {
    expect(retypeField(newField(), 'Checkboxes').options).toEqual(['', '']);
    const withOptions = { ...newField(), options: ['Low'] };
    expect(retypeField(withOptions, 'Radio Button').options).toEqual(['Low']);
  });
});
