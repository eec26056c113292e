import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_AUDIENCE } from '../../web/src/shared/i18n/errorAudience';
import { catalogueProblems } from './catalogueCheck';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LANGUAGES = ['en', 'de', 'fr', 'es'];

/** One folder's catalogues: `<language>.json`, ICU messages by key. */
function catalogues(folder: string): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(fs.readFileSync(path.join(ROOT, folder, `${language}.json`), 'utf8')) as Record<
        string,
        string
      >,
    ]),
  );
}

describe("the product's catalogues (docs/languages.md)", () => {
  it.each([
    ['the web app', 'web/src/shared/i18n/catalogues'],
    ["the players' mails", 'server/src/features/mail/templates/catalogues'],
  ])(
    'give every key of %s in English, German, French and Spanish, valid ICU with the same arguments',
    (_name, folder) => {
      expect(catalogueProblems(catalogues(folder))).toEqual([]);
    },
  );

  it('reports a key missing in a language, and an argument a translation lost', () => {
    const web = catalogues('web/src/shared/i18n/catalogues');
    const { 'nav.inbox': _dropped, ...german } = web.de!;
    const broken = { en: web.en!, de: { ...german, 'report.lead': 'Sie haben {score}.' } };
    expect(catalogueProblems(broken)).toEqual([
      'de: "nav.inbox" is missing',
      'de: "report.lead" uses {score}, English {percent, score, total}',
    ]);
  });

  it('words every error code a player or portal user sees, in every language, and no staff-only code', () => {
    const web = catalogues('web/src/shared/i18n/catalogues');
    const problems: string[] = [];
    for (const [code, audience] of Object.entries(ERROR_AUDIENCE)) {
      for (const language of LANGUAGES) {
        const worded = `error.${code}` in web[language]!;
        if (audience === 'user' && !worded) problems.push(`${language}: no "error.${code}"`);
        if (audience === 'api' && worded)
          problems.push(`${language}: "error.${code}" is staff-only`);
      }
    }
    expect(problems).toEqual([]);
  });
});
