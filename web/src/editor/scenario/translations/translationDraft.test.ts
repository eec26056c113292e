import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRANSLATION,
  eventOriginals,
  withEventText,
  withOptionText,
} from './translationDraft';

describe('translation drafts', () => {
  it('sets a text and drops it again when emptied, so the original shows', () => {
    const set = withEventText(EMPTY_TRANSLATION, '2', 'subject', 'Bonjour');
    expect(set.events['2']).toEqual({ subject: 'Bonjour' });
    expect(withEventText(set, '2', 'subject', '').events['2']).toEqual({});
  });

  it('keys option texts by option id (position)', () => {
    const set = withOptionText(EMPTY_TRANSLATION, '2', '1', 'Attendre');
    expect(set.events['2']?.options).toEqual({ '1': 'Attendre' });
  });

  it('lists only the original texts that are filled', () => {
    const event = {
      id: '2',
      subject: 'Hi',
      content: '',
      options: JSON.stringify([{ option: 'Yes' }, { option: 'No' }]),
    };
    const originals = eventOriginals(event);
    expect(originals.fields.map((entry) => entry.field)).toEqual(['subject']);
    expect(originals.options).toEqual([
      { id: '0', text: 'Yes' },
      { id: '1', text: 'No' },
    ]);
  });
});
