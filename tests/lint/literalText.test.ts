import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentsUnder, literalTexts } from './literalText';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Portal screens whose text still lives in the component (docs/languages.md, "Not yet
 * translated"). The list only shrinks: a file on it that is clean fails the test too.
 */
const NOT_YET_TRANSLATED = new Set<string>([]);

const COMPONENTS = ['web/src/player', 'web/src/portal', 'web/src/shared/sso'].flatMap((folder) =>
  componentsUnder(ROOT, folder),
);

describe('text people read comes from the catalogues (docs/languages.md)', () => {
  it('leaves no literal text in a player or portal component', () => {
    const found = COMPONENTS.filter((file) => !NOT_YET_TRANSLATED.has(file)).flatMap((file) =>
      literalTexts(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).map(
        (literal) => `${literal.file}:${literal.line} "${literal.text}"`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('keeps the list of screens not yet translated honest', () => {
    const clean = [...NOT_YET_TRANSLATED].filter(
      (file) => literalTexts(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).length === 0,
    );
    expect(clean, 'translated now: take them off NOT_YET_TRANSLATED').toEqual([]);
  });

  it('finds JSX text, a string shown from an expression and a read attribute', () => {
    const source = [
      'export const A = () => (',
      '  <p aria-label="Close">',
      "    Hello {ok ? t('x') : 'Not yet'} <span title={t('y')}>{t('z')}</span> Aa",
      '  </p>',
      ');',
    ].join('\n');
    expect(literalTexts('a.tsx', source).map((literal) => literal.text)).toEqual([
      'Close',
      'Hello',
      'Not yet',
    ]);
  });
});
