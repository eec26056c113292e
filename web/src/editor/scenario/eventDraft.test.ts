import { describe, expect, it } from 'vitest';
import { draftOf, isDraftChanged, withResponseType } from './eventDraft';

describe('draftOf', () => {
  it('opens list answers as editable rows and keeps a form name as text', () => {
    expect(draftOf({ id: '1', options: '[{"option":"Pay","next":"4"}]' }).draft.options).toEqual([
      { option: 'Pay', next: '4' },
    ]);
    expect(draftOf({ id: '2', options: 'incidentReport' }).draft).toMatchObject({
      responseType: 'form',
      options: 'incidentReport',
    });
  });

  it('starts unchanged', () => {
    expect(isDraftChanged(draftOf({ id: '1', subject: 'Hi' }))).toBe(false);
  });
});

describe('withResponseType', () => {
  const option = draftOf({
    id: '1',
    options: '[{"option":"Pay","next":"4"},{"option":"Refuse"}]',
  }).draft;

  it('keeps the rows and their next when switching between list types', () => {
    expect(withResponseType(option, 'random').options).toEqual([
      { random: 'Pay', next: '4' },
      { random: 'Refuse' },
    ]);
  });

  it("stores 'text' for a free-text answer and nothing for none", () => {
    expect(withResponseType(option, 'text')).toMatchObject({
      responseType: 'text',
      options: 'text',
    });
    expect(withResponseType(option, 'none')).toMatchObject({ responseType: 'none', options: '' });
  });

  it('starts a list response with one empty row', () => {
    expect(withResponseType({ id: '1' }, 'checkbox').options).toEqual([{ checkbox: '' }]);
  });
});
