import { describe, expect, it } from 'vitest';
import { isPickerDate } from '@dojo/protocol';
import { daysOf, pickedDate, todayMonthDay } from './adminDate';

describe('daysOf', () => {
  it('offers 31, 30 or 29 days by month, and none before a month is chosen', () => {
    expect(daysOf(1)).toHaveLength(31);
    expect(daysOf(2)).toHaveLength(29);
    expect(daysOf(4)).toHaveLength(30);
    expect(daysOf(12)).toHaveLength(31);
    expect(daysOf(null)).toEqual([]);
  });
});

describe('pickedDate', () => {
  const now = new Date(2026, 10, 23);

  it("answers this year's date, or next year's once it has passed", () => {
    expect(pickedDate(12, 1, now)).toBe('2026-12-1');
    expect(pickedDate(11, 23, now)).toBe('2026-11-23');
    expect(pickedDate(2, 29, now)).toBe('2027-2-29');
    expect(isPickerDate(pickedDate(2, 29, now))).toBe(true);
  });

  it("answers '' until both month and day are chosen", () => {
    expect(pickedDate(null, 3, now)).toBe('');
    expect(pickedDate(3, null, now)).toBe('');
  });
});

describe('todayMonthDay', () => {
  it("starts the pickers on today, which is this year's date", () => {
    const now = new Date(2026, 10, 23, 18, 30);
    expect(todayMonthDay(now)).toEqual({ month: 11, day: 23 });
    const { month, day } = todayMonthDay(now);
    expect(pickedDate(month, day, now)).toBe('2026-11-23');
  });
});
