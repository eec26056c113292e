import { describe, expect, it } from 'vitest';
import { emptySectionWarnings, libraryFindings } from './publication';

describe('emptySectionWarnings', () => {
  it('warns about a main section with no events, not about empty Preset and Noise', () => {
    const scenario = {
      sections: ['1', '2', 'Preset', 'Noise'],
      events: [{ id: '1', section: '1' }],
    };
    expect(emptySectionWarnings(scenario)).toEqual([
      'Section 2 has no events: it is not saved (sections exist through their events).',
    ]);
  });
});

describe('libraryFindings', () => {
  const library = {
    organisations: [{ name: 'Acme', personas: [{ name: 'Sam', email: 's@a.test', role: 'CEO' }] }],
    pdfs: [{ fileName: 'memo', type: 'Document' as const }],
  };

  it('flags a checkbox question with no options', () => {
    const event = { id: '4', subject: 'Who?', name: 'Sam', organisation: 'Acme' };
    expect(libraryFindings([{ ...event, responseType: 'checkbox', options: '' }], library)).toEqual(
      ['Event (4) Who? is a checkbox question with no options: players cannot answer it.'],
    );
  });

  it('flags an attached PDF and a sender that do not exist', () => {
    const event = { id: '5', name: 'Gone', organisation: 'Acme', pdf: 'missing', options: '' };
    expect(libraryFindings([event], library)).toEqual([
      'Event (5) attaches the PDF missing, which does not exist.',
      'Event (5) is sent by Gone of Acme, who no longer exists.',
    ]);
  });
});
