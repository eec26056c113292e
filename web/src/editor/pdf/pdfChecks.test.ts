import { describe, expect, it } from 'vitest';
import { checkLoadPdf, checkSavePdf, loadedMessage } from './pdfChecks';

const token = 'editor-token';
const text = { label: 'Summary', identifier: 'summary', fieldType: 'Text' as const, options: [] };
const form = {
  filename: 'incidentReport',
  title: 'Incident report',
  content: 'header: Report',
  type: 'Form' as const,
  images: [],
  fields: [text],
  token,
};

describe('checkSavePdf', () => {
  it('accepts a complete form', () => {
    expect(checkSavePdf(form)).toBeNull();
  });

  it('rejects a missing file name with "Please enter file name"', () => {
    expect(checkSavePdf({ ...form, filename: ' ' })).toBe('Please enter file name');
  });

  it('rejects a "-" in the name with the spec’s message', () => {
    expect(checkSavePdf({ ...form, filename: 'incident-report' })).toBe(
      'File name cannot contain the character -, please replace it.',
    );
  });

  it('rejects an image without a picture, then one without an identifier', () => {
    const image = { url: '', name: 'map', caption: '', size: 'large' as const };
    expect(checkSavePdf({ ...form, images: [image] })).toBe('Choose a picture for every image.');
    expect(
      checkSavePdf({ ...form, images: [{ ...image, url: '/media/map.png', name: ' ' }] }),
    ).toBe('Every image needs an identifier.');
  });

  it('rejects a form without fields', () => {
    expect(checkSavePdf({ ...form, fields: [] })).toBe('A form needs at least one field.');
  });

  it('lets a document without fields through', () => {
    expect(checkSavePdf({ ...form, type: 'Document', fields: [] })).toBeNull();
  });

  it('rejects a field without label, without identifier, or with a used identifier', () => {
    expect(checkSavePdf({ ...form, fields: [{ ...text, label: '' }] })).toBe(
      'Every field needs a label.',
    );
    expect(checkSavePdf({ ...form, fields: [{ ...text, identifier: '' }] })).toBe(
      'The field Summary needs an identifier.',
    );
    expect(checkSavePdf({ ...form, fields: [text, { ...text, label: 'Again' }] })).toBe(
      'Two fields use the identifier summary.',
    );
  });

  it('rejects a choice field with only blank options', () => {
    const severity = {
      label: 'Severity',
      identifier: 'severity',
      fieldType: 'Radio Button' as const,
      options: ['', ' '],
    };
    expect(checkSavePdf({ ...form, fields: [severity] })).toBe(
      'The field Severity needs at least one option.',
    );
  });
});

describe('Load PDF', () => {
  it('rejects loading nothing with "Please Select a PDF"', () => {
    expect(checkLoadPdf({ filename: '', token })).toBe('Please Select a PDF');
    expect(checkLoadPdf({ filename: 'incidentReport', token })).toBeNull();
  });

  it('confirms a load with the spec’s words', () => {
    expect(loadedMessage('incidentReport')).toBe('PDF named incidentReport loaded successfully.');
  });
});
