import { describe, expect, it } from 'vitest';
import { safeName } from './bounds';
import { ScenarioFileName } from '../scenarios/entities';
import { PdfFileName } from '../scenarios/pdf.entities';
import { PlayerAlias } from '../player/entities';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('names (F-14)', () => {
  it('refuses path separators and dot-dot in section and PDF file names', () => {
    for (const schema of [ScenarioFileName, PdfFileName])
      for (const name of ['../../../../etc/passwd', 'a/b', 'a\\b', '..'])
        expect([name, issue(schema.safeParse(name))]).toEqual([
          name,
          "The file name may not contain '/', '\\' or '..'.",
        ]);
  });

  it('keeps file names in NFC, so one name has one spelling', () => {
    expect(ScenarioFileName.parse('Cafe\u0301 drill')).toBe('Caf\u00e9 drill');
  });

  it('refuses broken Unicode (a lone surrogate) in names and identifiers', () => {
    const name = safeName('The identifier');
    for (const text of ['drill \uD800', '\uDC00 drill'])
      expect(issue(name.safeParse(text))).toBe(
        'The identifier may not contain control or direction characters.',
      );
    expect(name.parse('drill \uD83D\uDE80')).toBe('drill \uD83D\uDE80');
  });

  it('folds full-width look-alike aliases to their plain letters', () => {
    expect(PlayerAlias.parse('ＡＮＮ')).toBe('ann');
    expect(PlayerAlias.parse('ｂｏｂ１')).toBe('bob1');
  });
});
