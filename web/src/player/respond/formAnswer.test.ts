import { describe, expect, it } from 'vitest';
import type { PdfField } from '@dojo/protocol';
import { emptyForm, formAnswer, formValuesOf } from './formAnswer';

const fields: PdfField[] = [
  { label: 'Summary', identifier: 'summary', fieldType: 'Text', options: [] },
  {
    label: 'Severity',
    identifier: 'severity',
    fieldType: 'Radio Button',
    options: ['Low', 'High'],
  },
  { label: 'Systems', identifier: 'systems', fieldType: 'Checkboxes', options: ['ERP', 'VPN'] },
];

describe('the PDF form answer', () => {
  it('starts empty, with a list for check boxes', () => {
    expect(emptyForm(fields)).toEqual({ summary: '', severity: '', systems: [] });
  });

  it('is sent only once every field is filled, with the text trimmed', () => {
    expect(formAnswer(fields, { summary: ' ', severity: 'High', systems: ['ERP'] })).toBeNull();
    expect(formAnswer(fields, { summary: 'x', severity: 'High', systems: [] })).toBeNull();
    expect(
      formAnswer(fields, { summary: ' Files encrypted ', severity: 'High', systems: ['ERP'] }),
    ).toEqual({
      summary: 'Files encrypted',
      severity: 'High',
      systems: ['ERP'],
    });
  });

  it('shows a submitted answer in its fields', () => {
    expect(formValuesOf(fields, { severity: 'Low', other: 'x' })).toEqual({
      summary: '',
      severity: 'Low',
      systems: [],
    });
    expect(formValuesOf(fields, 'not a form answer')).toEqual(emptyForm(fields));
  });
});
