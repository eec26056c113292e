import { describe, expect, it } from 'vitest';
import { checkAlias, teamsOf } from './aliasChoice';

const teams = ['Athena', 'Hades'];

describe('checkAlias', () => {
  it('rejects an e-mail address with "The alias cannot be an email address."', async () => {
    expect(await checkAlias(teams, 'ann@acme.example', 'Athena')).toEqual({
      ok: false,
      errors: { alias: 'The alias cannot be an email address.' },
    });
  });

  it('rejects "an" with "The alias needs to be at least 3 characters long."', async () => {
    expect(await checkAlias(teams, 'an', 'Athena')).toEqual({
      ok: false,
      errors: { alias: 'The alias needs to be at least 3 characters long.' },
    });
  });

  it('rejects a missing team with "Please select a team."', async () => {
    expect(await checkAlias(teams, 'ann', '')).toEqual({
      ok: false,
      errors: { team: 'Please select a team.' },
    });
  });

  it('accepts a good alias, lowercased and trimmed', async () => {
    expect(await checkAlias(teams, '  Ann.Smith ', 'Hades')).toEqual({
      ok: true,
      alias: 'ann.smith',
      team: 'Hades',
    });
  });
});

describe('teamsOf', () => {
  it("offers the exercise's teams", () => {
    expect(teamsOf({ teams: ['Red', 'Blue'] })).toEqual(['Red', 'Blue']);
  });

  it('falls back to Athena, Artemis, Cronus and Hades', async () => {
    expect(teamsOf({ teams: true })).toEqual(['Athena', 'Artemis', 'Cronus', 'Hades']);
  });
});
