import { describe, expect, it } from 'vitest';
import { HEADER, organisations, sheet } from '../../testing/msel';
import { MSEL_END_AFTER_SECONDS } from './limits';
import { planMsel } from './plan';
import { formatMselTime, parseMselTime } from './time';

describe('parseMselTime', () => {
  it.each([
    ['00:15', 900],
    ['15', 900],
    ['T+15', 900],
    ['t + 15', 900],
    ['0:15:00', 900],
    ['T+01:30', 5400],
    ['1.5', 90],
    ['0', 0],
    ['09h15', 33_300],
    ['9h', 32_400],
    ['14 h 30', 52_200],
  ])('reads %s as %i seconds', (cell, seconds) => {
    expect(parseMselTime(cell)).toBe(seconds);
  });

  it.each(['', 'soon', '15m', '1:75', '1:2:3:4', '-5', '=A1'])('refuses %j', (cell) => {
    expect(parseMselTime(cell)).toBeUndefined();
  });

  it('writes H:MM:SS, which it reads back', () => {
    expect(formatMselTime(5430)).toBe('1:30:30');
    expect(parseMselTime(formatMselTime(5430))).toBe(5430);
  });
});

describe('planMsel', () => {
  it('turns rows into events chained in time order, the gaps as delays', () => {
    const plan = planMsel(
      sheet(
        HEADER,
        ['00:05', 'Sam Patel', 'email', 'Odd logins', 'We see odd logins.', 'Open a ticket'],
        ['00:15', 'Jordan Blake', 'news', 'Outage reported', 'Acme is down.', ''],
        ['T+15', 'Sam Patel', 'alert', 'EDR alarm', 'Mass renames on FS-02.', ''],
        ['0:40:00', 'Sam Patel', 'email', 'Update', 'Still going.', ''],
      ),
      organisations,
      'Exercise Control',
    );
    expect(plan.problems).toEqual([]);
    expect(plan.events.map((e) => [e.id, e.type, e.next, e.delay])).toEqual([
      ['1', 'Email', '2', '600'],
      ['2', 'News', '3', '0'],
      ['3', 'Alert', '4', '1500'],
      ['4', 'Email', '/0', String(MSEL_END_AFTER_SECONDS)],
    ]);
    expect(plan.events[0]).toMatchObject({
      section: '1',
      name: 'Sam Patel',
      organisation: 'Acme Corp',
      address: 'sam.patel@acme.example',
      role: 'SOC Analyst',
      subject: 'Odd logins',
      content: 'We see odd logins.',
      responseType: 'none',
      correctFeedback: 'Open a ticket',
    });
    expect(plan.planned.map((e) => e.seconds)).toEqual([0, 600, 600, 2100]);
    expect(plan.newPersonas).toEqual([]);
  });

  it('skips rows it cannot use, each with its reason and sheet row number', () => {
    const plan = planMsel(
      sheet(
        HEADER,
        ['00:05', 'Sam Patel', 'email', 'Fine', 'Body', ''],
        ['', '', '', '', '', ''],
        ['soon', 'Sam Patel', 'email', 'x', 'y', ''],
        ['00:10', 'Sam Patel', 'fax', 'x', 'y', ''],
        ['00:10', '', 'email', 'x', 'y', ''],
        ['00:10', 'Sam Patel', 'email', '', '', ''],
        ['00:10', 'S'.repeat(101), 'email', 'x', 'y', ''],
        ['00:20', 'Sam Patel', 'email', 'Last', 'Body', ''],
        ['', '', '', '', '', ''],
      ),
      organisations,
      'Exercise Control',
    );
    expect(plan.skipped).toEqual([
      { row: 3, text: 'The row is empty.' },
      {
        row: 4,
        text: 'The time "soon" is not a time (use 15, T+15, 00:15, 09h15 or 0:15:00).',
      },
      {
        row: 5,
        text: 'The channel "fax" is not one we know: choose email, social, news or alert for it in the preview.',
      },
      { row: 6, text: 'The row names no sender (From).' },
      { row: 7, text: 'The row has neither a subject nor a body.' },
      { row: 8, text: "The sender's name is longer than 100 characters." },
    ]);
    expect(plan.events).toHaveLength(2);
  });

  it('matches personas by name in any case, and plans each unknown one once', () => {
    const plan = planMsel(
      sheet(
        [...HEADER, 'Organisation'],
        ['1', 'sam patel', 'email', 'a', 'b', '', ''],
        ['2', 'Riley Chen', 'email', 'a', 'b', '', ''],
        ['3', 'Riley Chen', 'social', '', 'b', '', ''],
        ['4', 'Dana Reyes <dana@regulator.example>', 'email', 'a', 'b', '', 'Regulator'],
        ['5', 'Kim Ode', 'email', 'a', 'b', '', 'daily byte'],
      ),
      organisations,
      'Exercise Control',
    );
    expect(plan.events.map((e) => [e.name, e.organisation, e.address])).toEqual([
      ['Sam Patel', 'Acme Corp', 'sam.patel@acme.example'],
      ['Riley Chen', 'Exercise Control', 'riley.chen@exercise.control.example'],
      ['Riley Chen', 'Exercise Control', 'riley.chen@exercise.control.example'],
      ['Dana Reyes', 'Regulator', 'dana@regulator.example'],
      ['Kim Ode', 'Daily Byte', 'kim.ode@daily.byte.example'],
    ]);
    expect(plan.newPersonas.map((p) => `${p.name} / ${p.organisation}`)).toEqual([
      'Riley Chen / Exercise Control',
      'Dana Reyes / Regulator',
      'Kim Ode / Daily Byte',
    ]);
    expect(plan.newOrganisations).toEqual(['Exercise Control', 'Regulator']);
    expect(plan.planned.map((e) => e.persona)).toEqual(['matched', 'new', 'new', 'new', 'new']);
  });

  it('keeps strange cells as text: HTML escaped, formulas as typed, control characters dropped, long cells cut', () => {
    const plan = planMsel(
      sheet(
        HEADER,
        ['1', 'Sam Patel', 'email', '<b>Bold</b>', '<script>alert(1)</script>\nline 2', ''],
        ['2', 'Sam Patel', 'email', '\'=HYPERLINK("x")', '=1+1\u0000', 'x'.repeat(60_000)],
        ['3', 'Sam Patel', 'email', 's'.repeat(250), '&'.repeat(20_000), ''],
      ),
      organisations,
      'Exercise Control',
    );
    const [html, formula, long] = plan.events;
    expect(html).toMatchObject({
      subject: '<b>Bold</b>',
      content: '&lt;script&gt;alert(1)&lt;/script&gt;\nline 2',
    });
    expect(formula).toMatchObject({ subject: '=HYPERLINK("x")', content: '=1+1' });
    expect(formula!.correctFeedback).toHaveLength(50_000);
    expect(long!.subject).toHaveLength(200);
    expect(long!.content!.length).toBeLessThanOrEqual(50_000);
    expect(long!.content!.endsWith('&amp;')).toBe(true);
    expect(plan.notes).toEqual([
      { row: 3, text: 'The expected action was cut to 50,000 characters.' },
      { row: 4, text: 'The subject was cut to 200 characters.' },
      { row: 4, text: 'The body was cut to 50,000 characters.' },
    ]);
  });

  it('follows times, not sheet order, and says so; Preset and Noise rows keep their own time', () => {
    const plan = planMsel(
      sheet(
        [...HEADER, 'Section'],
        ['00:20', 'Sam Patel', 'email', 'Second', 'b', '', 'Phase 1'],
        ['00:10', 'Sam Patel', 'email', 'First', 'b', '', 'Phase 1'],
        ['00:25', 'Jordan Blake', 'news', 'Markets calm', 'b', '', 'noise'],
      ),
      organisations,
      'Exercise Control',
    );
    expect(plan.events.map((e) => [e.subject, e.section, e.next, e.displayAfter])).toEqual([
      ['First', 'Phase 1', '2', undefined],
      ['Second', 'Phase 1', '/0', undefined],
      ['Markets calm', 'Noise', -1, '15'],
    ]);
    expect(plan.notes).toEqual([
      { row: 3, text: 'The rows were not in time order: the events follow their times.' },
    ]);
  });

  it('refuses a sheet without the needed columns, or without a usable row', () => {
    expect(planMsel(sheet(['When', 'Who', 'Subject']), organisations, 'X').problems).toEqual([
      'The sheet has no From, Channel, Body column: choose the column for each in the preview, or name it in the header row.',
    ]);
    expect(planMsel(sheet(['Exercise'], ['When']), organisations, 'X').problems).toEqual([
      'No row of the sheet names its columns: put a header row (for example Time, From, Channel, Body) above the injects.',
    ]);
    expect(planMsel([], organisations, 'X').problems[0]).toContain('The sheet is empty');
    const onlyBad = sheet(HEADER, ['x', 'Sam Patel', 'email', 'a', 'b', '']);
    expect(planMsel(onlyBad, organisations, 'X').problems).toEqual([
      'No row of the sheet could become an event: see the skipped rows.',
    ]);
  });
});
