import { describe, expect, it } from 'vitest';
import { anonymousAlias, playerNames } from './anonymise';

describe('anonymousAlias', () => {
  it('is 8 letters then 8 digits', () => {
    expect(anonymousAlias('Q3 drill', 'ana@acme.example')).toMatch(/^[A-Z]{8}[0-9]{8}$/);
  });

  it('is the same for the same report and player, and differs across reports', () => {
    const first = anonymousAlias('Q3 drill', 'ana@acme.example');
    expect(anonymousAlias('Q3 drill', 'ana@acme.example')).toBe(first);
    expect(anonymousAlias('Q4 drill', 'ana@acme.example')).not.toBe(first);
  });
});

describe('playerNames', () => {
  it('keeps names as they are unless the report is anonymised', () => {
    expect(playerNames('r', ['ana@acme.example'], false)('ana@acme.example')).toBe(
      'ana@acme.example',
    );
  });

  it('gives every player a different alias that never shows the e-mail', () => {
    const players = Array.from({ length: 200 }, (_, index) => `p${index}@acme.example`);
    const name = playerNames('r', players, true);
    const aliases = players.map(name);
    expect(new Set(aliases).size).toBe(players.length);
    expect(aliases.some((alias) => alias.includes('@'))).toBe(false);
  });
});
