import { describe, expect, it } from 'vitest';
import { organisations, sheet } from '../../testing/msel';
import { mselCsv, mselSheet } from './export';
import { planMsel } from './plan';

describe('mselSheet', () => {
  it('writes every column import keeps, and importing the export gives the same events', () => {
    const first = planMsel(
      sheet(
        [
          'Ref',
          'Time',
          'From',
          'To',
          'Channel',
          'Title',
          'Inject',
          'Expected Action',
          'Comment',
          'Phase',
        ],
        [
          'A1',
          '00:00',
          'Sam Patel',
          'SOC',
          'email',
          'Odd logins',
          'Line 1\nLine <2> & more',
          'Open a ticket',
          'Watch',
          'Detect',
        ],
        [
          'A2',
          '00:10',
          'Jordan Blake',
          'Comms',
          'tweet',
          '',
          '-5% on Acme shares',
          '',
          '',
          'Detect',
        ],
        ['A3', '00:30', 'Riley Chen', '', 'EDR alert', 'EDR', '=SUM(A1)', '', '', 'Respond'],
      ),
      organisations,
      'Exercise Control',
    );
    const times = new Map(first.planned.map((e) => [e.id, e.seconds]));
    const exported = mselSheet(first.events, (event) => times.get(event.id));
    expect(exported[0]).toEqual([
      '#',
      'Time',
      'From',
      'Organisation',
      'To',
      'Channel',
      'Subject',
      'Body',
      'Expected action',
      'Notes',
      'Section',
    ]);
    expect(exported[1]).toEqual([
      'A1',
      '0:00:00',
      'Sam Patel',
      'Acme Corp',
      'SOC',
      'email',
      'Odd logins',
      'Line 1\nLine <2> & more',
      'Open a ticket',
      'Comment: Watch',
      'Detect',
    ]);
    const again = planMsel(
      exported.map((cells, index) => ({ number: index + 1, cells })),
      organisations,
      'Exercise Control',
    );
    expect(again.columns.every((column) => column.role !== 'ignore')).toBe(true);
    expect(again.events).toEqual(first.events);
  });

  it('leads CSV cells a spreadsheet would run with an apostrophe, and quotes what needs it', () => {
    const csv = mselCsv([
      ['Body', 'Subject'],
      ['=SUM(A1)', 'a, "b"'],
    ]);
    expect(csv).toBe('\uFEFFBody,Subject\r\n\'=SUM(A1),"a, ""b"""\r\n');
  });
});
