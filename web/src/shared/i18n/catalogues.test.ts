import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../testing/i18n';
import { catalogueProblems } from './catalogueCheck';

describe("the product's catalogues (docs/languages.md)", () => {
  it('give every key in English, German, French and Spanish, as valid ICU with the same arguments', () => {
    expect(catalogueProblems(CATALOGUES)).toEqual([]);
  });

  it('reports a key missing in a language, and an argument a translation lost', () => {
    const { 'nav.inbox': _dropped, ...german } = CATALOGUES.de;
    const broken = { en: CATALOGUES.en, de: { ...german, 'report.lead': 'Sie haben {score}.' } };
    expect(catalogueProblems(broken)).toEqual([
      'de: "nav.inbox" is missing',
      'de: "report.lead" uses {score}, English {percent, score, total}',
    ]);
  });
});
