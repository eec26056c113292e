import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRANSLATION,
  eventOriginals,
  takeStoredTranslations,
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

describe('takeStoredTranslations', () => {
  const t = (title: string) => ({ ...EMPTY_TRANSLATION, title });
  it("takes another author's saved language, keeps the author's own unsaved one, and lists a language both changed", () => {
    const before = { fr: t('Avant'), de: t('Vorher'), es: t('Antes') };
    const stored = { fr: t('Par Ana'), de: t('Vorher'), es: t('Por Ana') };
    const mine = { fr: t('Avant'), de: t('Von mir'), es: t('Por mí') };
    expect(takeStoredTranslations(before, stored, mine)).toEqual({
      drafts: { fr: t('Par Ana'), de: t('Von mir'), es: t('Por mí') },
      kept: ['es'],
    });
  });

  it('drops a language removed meanwhile unless the author changed it, and keeps one being added', () => {
    const before = { fr: t('Avant'), de: t('Vorher') };
    const mine = { fr: t('Avant'), de: t('Vorher'), es: EMPTY_TRANSLATION };
    expect(takeStoredTranslations(before, {}, mine)).toEqual({
      drafts: { es: EMPTY_TRANSLATION },
      kept: [],
    });
  });
});
