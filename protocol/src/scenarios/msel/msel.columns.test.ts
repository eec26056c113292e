import { describe, expect, it } from 'vitest';
import { organisations, sheet } from '../../testing/msel';
import { mselChannel } from './channels';
import { findHeaderRow, matchColumns, proposeRoles } from './columns';
import { planMsel } from './plan';

describe('matchColumns', () => {
  it('finds each column by any of its names, in any case, spacing or punctuation', () => {
    expect(
      matchColumns(['Minute', 'FROM', 'to', 'Subject', 'message', 'expected_action', 'Phase']),
    ).toEqual({
      time: 0,
      from: 1,
      to: 2,
      subject: 3,
      body: 4,
      expectedAction: 5,
      section: 6,
    });
  });

  it('reads the channels planners write', () => {
    expect(['E-mail', 'twitter', 'Press', 'SIEM', 'fax'].map(mselChannel)).toEqual([
      'Email',
      'Social',
      'News',
      'Alert',
      undefined,
    ]);
  });
});

describe('column mapping', () => {
  it('proposes roles from French, German and Spanish headers, accents and case ignored', () => {
    expect(
      proposeRoles(
        [
          'horaire',
          'type',
          'Emetteur',
          'Destinataire',
          'stimuli',
          'Réaction attendue',
          'commentaire',
          'livrable',
        ],
        [],
      ),
    ).toEqual(['time', 'channel', 'from', 'to', 'body', 'expectedAction', 'notes', 'notes']);
    expect(
      proposeRoles(
        [
          'Nr.',
          'Uhrzeit',
          'Absender',
          'Empfänger',
          'Kanal',
          'Betreff',
          'Nachricht',
          'Erwartete Reaktion',
          'Bemerkung',
          'Phase',
        ],
        [],
      ),
    ).toEqual([
      'reference',
      'time',
      'from',
      'to',
      'channel',
      'subject',
      'body',
      'expectedAction',
      'notes',
      'section',
    ]);
    expect(
      proposeRoles(
        ['Hora', 'Remitente', 'Destinatario', 'Canal', 'Asunto', 'Mensaje', 'Comentarios'],
        [],
      ),
    ).toEqual(['time', 'from', 'to', 'channel', 'subject', 'body', 'notes']);
  });

  it('keeps a column it does not know as author notes when it holds text, drops an empty one, and a second Time', () => {
    expect(
      proposeRoles(
        ['Time', 'From', 'Channel', 'Body', 'Owner', '', 'Clock'],
        [['1', 'a', 'email', 'b', 'Dana', '', '09:00']],
      ),
    ).toEqual(['time', 'from', 'channel', 'body', 'notes', 'ignore', 'ignore']);
  });

  it('reads a To column as the channel only when no column names one and To holds channel words', () => {
    expect(
      proposeRoles(
        ['Time', 'To'],
        [
          ['1', 'email'],
          ['2', 'news'],
        ],
      ),
    ).toEqual(['time', 'channel']);
    expect(
      proposeRoles(
        ['Time', 'To', 'Method'],
        [
          ['1', 'SOC'],
          ['2', 'email'],
        ],
      ),
    ).toEqual(['time', 'to', 'channel']);
    expect(
      proposeRoles(
        ['Time', 'To'],
        [
          ['1', 'SOC team'],
          ['2', 'CEO'],
        ],
      ),
    ).toEqual(['time', 'to']);
  });

  it('finds the header row below a title block', () => {
    const rows = sheet(
      ['Ransomware tabletop — MSEL', '', ''],
      ['Prepared by the exercise team', '', ''],
      ['#', 'Time', 'From', 'To', 'Method', 'Inject'],
    );
    expect(findHeaderRow(rows)?.number).toBe(3);
    expect(findHeaderRow(sheet(['Ransomware tabletop'], ['Time only']))).toBeUndefined();
  });

  it('imports under a title block, listing the rows above the header, and keeps To, numbers and notes', () => {
    const plan = planMsel(
      [
        { number: 1, cells: ['Ransomware tabletop — MSEL'] },
        { number: 2, cells: ['', '', ''] },
        {
          number: 3,
          cells: ['#', 'Time', 'From', 'To', 'Method', 'Inject', 'Notes', 'Deliverable'],
        },
        {
          number: 4,
          cells: ['1', '09:00', 'Sam Patel', 'SOC', 'email', 'Odd logins', 'Watch the room', ''],
        },
        {
          number: 5,
          cells: ['2', '09:10', 'Sam Patel', 'CISO', 'email', 'Worse', '', 'Decision log'],
        },
      ],
      organisations,
      'Exercise Control',
    );
    expect(plan.problems).toEqual([]);
    expect(plan.headerRow).toBe(3);
    expect(plan.columns.map((c) => c.role)).toEqual([
      'reference',
      'time',
      'from',
      'to',
      'channel',
      'body',
      'notes',
      'notes',
    ]);
    expect(plan.skipped).toEqual([
      { row: 1, text: 'Above the header row: "Ransomware tabletop — MSEL".' },
    ]);
    expect(plan.events.map((e) => [e.reference, e.addressees, e.notes])).toEqual([
      ['1', 'SOC', 'Watch the room'],
      ['2', 'CISO', 'Deliverable: Decision log'],
    ]);
  });

  it("follows the author's mapping: a column's role changed, a column dropped", () => {
    const rows = sheet(
      ['Time', 'From', 'Channel', 'Headline', 'Inject', 'Notes'],
      ['1', 'Sam Patel', 'email', 'Subject A', 'Body A', 'note A'],
    );
    const plan = planMsel(rows, organisations, 'X', [], {
      mapping: { headerRow: 1, roles: ['time', 'from', 'channel', 'body', 'subject', 'ignore'] },
    });
    expect(plan.columns.map((c) => c.role)).toEqual([
      'time',
      'from',
      'channel',
      'body',
      'subject',
      'ignore',
    ]);
    expect(plan.events[0]).toMatchObject({ subject: 'Body A', content: 'Subject A' });
    expect(plan.events[0]!.notes).toBeUndefined();
    const twice = planMsel(rows, organisations, 'X', [], {
      mapping: { headerRow: 1, roles: ['time', 'from', 'channel', 'body', 'body', 'notes'] },
    });
    expect(twice.columns.map((c) => c.role)).toEqual([
      'time',
      'from',
      'channel',
      'body',
      'ignore',
      'notes',
    ]);
  });
});
