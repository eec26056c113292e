import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NewUsername } from '../admin/accounts';
import { CreateFacilitateRequest } from '../admin/exercises';
import { createOrganisation, createPersona } from '../organisations/rest';
import { PlayerAlias } from '../player/entities';
import { ScenarioFileName } from '../scenarios/entities';
import { PdfFileName } from '../scenarios/pdf.entities';
import { messagesFor } from './issues';
import { hasUnsafeCharacters } from './bounds';

const BIDI_OVERRIDE = '\u202E';

describe('hasUnsafeCharacters', () => {
  it('finds control, direction and zero-width characters, and nothing in plain text', () => {
    for (const bad of [
      'a\u0000b',
      'a\u0007',
      'a\nb',
      `${BIDI_OVERRIDE}gpj.exe`,
      'a\u2066b',
      'a\u200Bb',
      'a\uFEFFb',
    ])
      expect(hasUnsafeCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Ransomware at Dawn', 'Zoë Ångström', 'Отдел ИБ', '東京チーム', 'a b'])
      expect(hasUnsafeCharacters(good), good).toBe(false);
  });
});

/** A schema's messages for `text`, whether it is the whole schema or one field of a call. */
function messages(schema: z.ZodType, text: string, field?: string, rest: object = {}) {
  return messagesFor(schema, field ? { ...rest, [field]: text } : text);
}

const NAMES: [string, z.ZodType, string | undefined, object][] = [
  ['a scenario or section file name', ScenarioFileName, undefined, {}],
  ['a PDF file name', PdfFileName, undefined, {}],
  ['an organisation name', createOrganisation.request, 'name', { token: 't' }],
  ['a persona name', createPersona.request, 'name', { token: 't', org: 'Acme', email: 'a@b.c' }],
  ['a username', NewUsername, undefined, {}],
  ['an alias', PlayerAlias, undefined, {}],
];

describe('names', () => {
  it.each(NAMES)('%s refuses control and direction characters', (_what, schema, field, rest) => {
    const found = messages(schema, `report${BIDI_OVERRIDE}fdp.exe`, field, rest);
    expect(found.join(' ')).toMatch(/may not contain control or direction characters/);
  });

  it.each(NAMES)('%s is at most 100 characters long', (_what, schema, field, rest) => {
    expect(messages(schema, 'n'.repeat(101), field, rest).join(' ')).toMatch(/at most|<=/);
  });

  it('a facilitated exercise identifier refuses direction characters', () => {
    const found = messagesFor(CreateFacilitateRequest, {
      token: 't',
      branding: '',
      email: 'f@acme.example',
      identifier: `Drill ${BIDI_OVERRIDE}one`,
      scenario: 'ransomware',
      teams: ['Athena'],
      date: '2026-12-01',
    });
    expect(found.join(' ')).toMatch(/control or direction characters/);
  });

  it('a PDF file name follows the scenario name rule: 100 characters, no "-"', () => {
    expect(messagesFor(PdfFileName, 'a-b')).toEqual([
      'File name cannot contain the character -, please replace it.',
    ]);
    expect(messagesFor(PdfFileName, 'p'.repeat(100))).toEqual([]);
    expect(messagesFor(ScenarioFileName, 's'.repeat(100))).toEqual([]);
  });
});
