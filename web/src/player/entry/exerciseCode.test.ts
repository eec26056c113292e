import { describe, expect, it } from 'vitest';
import { clearsPendingRedirect, exerciseCodeFrom, exercisePath } from './exerciseCode';

describe('exerciseCodeFrom', () => {
  it('takes a bare code as it is, trimmed', () => {
    expect(exerciseCodeFrom('  demo-player-athena-1 ')).toBe('demo-player-athena-1');
  });

  it('takes the code out of a full invitation link', () => {
    expect(exerciseCodeFrom('https://dojo.example/exercise/abc123?utm=mail')).toBe('abc123');
    expect(exerciseCodeFrom('dojo.example/e/xyz#top')).toBe('xyz');
  });

  it('answers nothing for an empty field or a link without a code', () => {
    expect(exerciseCodeFrom('   ')).toBe('');
    expect(exerciseCodeFrom('https://dojo.example/exercise/')).toBe('');
  });
});

describe('clearsPendingRedirect', () => {
  it('keeps a pending redirect for a code of 50 characters', () => {
    expect(clearsPendingRedirect('x'.repeat(50))).toBe(false);
  });

  it('clears it for a token longer than 50 characters', () => {
    expect(clearsPendingRedirect('x'.repeat(51))).toBe(true);
  });
});

describe('exercisePath', () => {
  it('encodes the code into the player route', () => {
    expect(exercisePath('a b')).toBe('/exercise/a%20b');
  });
});
