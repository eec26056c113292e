import { describe, expect, it } from 'vitest';
import { dateTimeText, secondsOfDay, timeOfDayText } from './timeOfDay';

describe('timeOfDayText', () => {
  it("writes a time of day as the viewer's locale does", () => {
    const evening = 18 * 3600 + 46 * 60 + 24;
    expect(timeOfDayText(evening, 'en-US')).toBe('06:46:24 PM');
    expect(timeOfDayText(evening, 'en-GB')).toBe('18:46:24');
    expect(timeOfDayText(evening, 'de')).toBe('18:46:24');
  });

  it('wraps round midnight', () => {
    expect(timeOfDayText(86_400 + 61, 'en-GB')).toBe('00:01:01');
    expect(timeOfDayText(-1, 'en-GB')).toBe('23:59:59');
  });
});

describe('dateTimeText', () => {
  it('writes the date, then the time of day in the one format', () => {
    const at = new Date(2026, 10, 28, 18, 46, 24).getTime();
    expect(dateTimeText(at, 'en-US')).toBe(
      `Nov 28, 2026 ${timeOfDayText(secondsOfDay(at), 'en-US')}`,
    );
    expect(dateTimeText(at, 'en-US')).toMatch(/ 06:46:24 PM$/);
    expect(dateTimeText(at, 'de')).toMatch(/^28\. Nov\. 2026 18:46:24$/);
  });
});
