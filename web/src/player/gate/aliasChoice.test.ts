import { afterAll, describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n';
import { speak } from '../../testing/i18n';
import { checkAlias as checkWith, teamsOf } from './aliasChoice';

speak('en');
afterAll(() => speak('en'));
const checkAlias = (list: string[], alias: string, team: string) => checkWith(list, alias, team, t);

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

  it("words each rule in the player's language", async () => {
    speak('de');
    expect(await checkAlias(teams, 'an', '')).toEqual({
      ok: false,
      errors: {
        alias: 'Der Alias muss mindestens 3 Zeichen lang sein.',
        team: 'Bitte wählen Sie ein Team.',
      },
    });
    expect((await checkAlias(teams, 'ann@acme.example', 'Athena')).ok).toBe(false);
    expect(await checkAlias(teams, 'ann@acme.example', 'Athena')).toMatchObject({
      errors: { alias: 'Der Alias darf keine E-Mail-Adresse sein.' },
    });
    speak('fr');
    expect(await checkAlias(teams, 'a'.repeat(40), 'Athena')).toMatchObject({
      errors: { alias: 'L’alias peut comporter au plus 32 caractères.' },
    });
    expect(await checkAlias(teams, 'ann\u202Eevil', 'Athena')).toMatchObject({
      errors: { alias: 'L’alias ne peut pas contenir de caractères de contrôle ou de direction.' },
    });
    speak('en');
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
  it("offers the exercise's teams", async () => {
    expect(teamsOf({ teams: ['Red', 'Blue'] })).toEqual(['Red', 'Blue']);
  });

  it('falls back to Athena, Artemis, Cronus and Hades', async () => {
    expect(teamsOf({ teams: true })).toEqual(['Athena', 'Artemis', 'Cronus', 'Hades']);
  });
});
