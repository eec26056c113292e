import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/testServer';
import { expectFailed, backOfficePerFile } from '../../testing/backOffice';

let server: TestServer;
let token: string;
let customerToken: string;

backOfficePerFile((office) => ({ server, staff: token, customer: customerToken } = office));

const names = async () => (await server.post('/api/pdf', { token })).body as string[];
const form = {
  filename: 'breachNotice',
  title: 'Breach notification',
  content: 'header: Notify the regulator\nWithin 72 hours.',
  images: [{ url: 'logo-abc.png', name: 'logo', caption: 'Our logo', size: 'small' }],
  type: 'Form',
  fields: [
    { label: 'Reported by', identifier: 'reporter', fieldType: 'Text', options: ['ignored'] },
    {
      label: 'Regulator informed',
      identifier: 'informed',
      fieldType: 'Radio Button',
      options: ['Yes', ' ', 'No'],
    },
  ],
};

describe('pdf', () => {
  it('lists the PDF names, the demo playbook and form among them', async () => {
    expect(await names()).toEqual(expect.arrayContaining(['incidentReport', 'ransomwarePlaybook']));
  });

  it('answers 401 without a token and a customer only its scenarios’ PDFs', async () => {
    expect((await server.post('/api/pdf', {})).status).toBe(401);
    const customer = await server.post('/api/pdf', { token: customerToken });
    expect(customer.status).toBe(200);
    const all = (await server.post('/api/pdf', { token })).body as string[];
    expect(all).toEqual(expect.arrayContaining(customer.body as string[]));
  });
});

describe('savePDF and loadPDF', () => {
  it('saves a form and loads it back as a PdfDefinition, tidied', async () => {
    const saved = await server.post('/api/savePDF', { token, ...form });
    expect(saved.body).toMatchObject({ type: 'success', data: 'PDF breachNotice saved.' });
    const loaded = await server.post('/api/loadPDF', { token, filename: 'breachNotice' });
    expect(loaded.body).toMatchObject({
      fileName: 'breachNotice',
      title: form.title,
      content: form.content,
      images: form.images,
      type: 'Form',
      fields: [
        { label: 'Reported by', identifier: 'reporter', fieldType: 'Text', options: [] },
        {
          label: 'Regulator informed',
          identifier: 'informed',
          fieldType: 'Radio Button',
          options: ['Yes', 'No'],
        },
      ],
    });
    expect(await names()).toContain('breachNotice');
  });

  it('overwrites a PDF saved under the same name, and a Document keeps no fields', async () => {
    await server.post('/api/savePDF', { token, ...form, filename: 'memo' });
    const saved = await server.post('/api/savePDF', {
      token,
      ...form,
      filename: 'memo',
      type: 'Document',
    });
    expect(saved.body).toMatchObject({ type: 'success', data: 'PDF memo updated.' });
    const loaded = await server.post('/api/loadPDF', { token, filename: 'memo' });
    expect(loaded.body).toMatchObject({ type: 'Document', fields: [] });
  });

  it.each([
    [{ filename: '' }, 'Please enter file name'],
    [{ filename: 'breach-notice' }, 'File name cannot contain the character -, please replace it.'],
    [{ fields: [] }, 'A form needs at least one field.'],
    [
      {
        fields: [
          { label: 'A', identifier: 'same', fieldType: 'Text' },
          { label: 'B', identifier: 'same', fieldType: 'Text' },
        ],
      },
      'Two fields use the identifier same.',
    ],
    [
      { fields: [{ label: 'Pick', identifier: 'pick', fieldType: 'Checkboxes', options: [''] }] },
      'The field Pick needs at least one option.',
    ],
  ])('rejects %o with its message and saves nothing', async (change, message) => {
    const before = await names();
    const answer = await server.post('/api/savePDF', {
      token,
      ...form,
      filename: 'refused',
      ...change,
    });
    expectFailed(answer, 400, message);
    expect(await names()).toEqual(before);
  });

  it('refuses a customer token with 403 and saves nothing', async () => {
    const answer = await server.post('/api/savePDF', {
      ...form,
      token: customerToken,
      filename: 'x',
    });
    expect(answer.status).toBe(403);
    expect(await names()).not.toContain('x');
  });

  it('rejects loading nothing with "Please Select a PDF"', async () => {
    expectFailed(
      await server.post('/api/loadPDF', { token, filename: '' }),
      400,
      'Please Select a PDF',
    );
  });

  it('answers 404 for an unknown PDF', async () => {
    const answer = await server.post('/api/loadPDF', { token, filename: 'missing' });
    expectFailed(answer, 404, 'There is no PDF named missing.');
  });
});
