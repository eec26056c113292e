import { describe, expect, it } from 'vitest';
import { languageOfTag, pickLanguage } from './language';

describe('pickLanguage', () => {
  it("takes the player's choice over the order's language and the browser's", () => {
    expect(pickLanguage('fr', 'de', ['es-ES'])).toBe('fr');
  });
  it("takes the order's language when the player chose none", () => {
    expect(pickLanguage(undefined, 'de', ['es-ES'])).toBe('de');
  });
  it("takes the browser's first language we speak, then English", () => {
    expect(pickLanguage(null, null, ['pl-PL', 'es-MX', 'de'])).toBe('es');
    expect(pickLanguage(null, null, ['pl-PL'])).toBe('en');
  });
  it('reads a region or script tag by its language', () => {
    expect(languageOfTag('de-AT')).toBe('de');
    expect(languageOfTag('FR_ca')).toBe('fr');
    expect(languageOfTag('')).toBeNull();
  });
});
