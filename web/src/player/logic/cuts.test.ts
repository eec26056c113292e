import { describe, expect, it } from 'vitest';
import { articlePreview, badgeText, cutSubject } from './cuts';

describe('cutSubject', () => {
  it('keeps a subject of 30 characters whole', () => {
    const subject = 'a'.repeat(30);
    expect(cutSubject(subject)).toBe(subject);
  });

  it('cuts a 31-character subject to 27 characters plus "..."', () => {
    const cut = cutSubject('Unusual encryption activity on FS-02');
    expect(cut).toBe('Unusual encryption activity...');
    expect(cut).toHaveLength(30);
  });
});

describe('articlePreview', () => {
  it('shows a short article whole, with its whitespace folded', () => {
    expect(articlePreview('Plants  down.\nMore soon.')).toBe('Plants down. More soon.');
  });

  it('previews the first 200 characters of a long article, then "..."', () => {
    const preview = articlePreview('x'.repeat(250));
    expect(preview).toBe(`${'x'.repeat(200)}...`);
  });
});

describe('badgeText', () => {
  it('shows nothing when everything is read', () => {
    expect(badgeText(0)).toBeNull();
  });

  it('shows the count up to 9', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
  });

  it('caps the count at "9+"', () => {
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(42)).toBe('9+');
  });
});
