import { describe, expect, it } from 'vitest';
import type { Organisation } from '../../organisations/entities';
import { mselChannel } from './channels';
import { findHeaderRow, matchColumns, proposeRoles } from './columns';
import { mselCsv, mselSheet } from './export';
import { MSEL_END_AFTER_SECONDS } from './limits';
import { planMsel, type MselRow } from './plan';
import { htmlToText, richTextHtml, textToHtml } from './text';
import { formatMselTime, parseMselTime } from './time';

const organisations: Organisation[] = [
  {
    name: 'Acme Corp',
    personas: [{ name: 'Sam Patel', email: 'sam.patel@acme.example', role: 'SOC Analyst' }],
  },
  { name: 'Daily Byte', personas: [{ name: 'Jordan Blake', email: 'jb@db.example', role: '' }] },
];

/** Sheet rows numbered from 1, as a parser hands them over. */
const sheet = (...rows: string[][]): MselRow[] =>
  rows.map((cells, index) => ({ number: index + 1, cells }));
const HEADER = ['T+', 'Sender', 'Channel', 'Title', 'Inject', 'Expected Action'];

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

describe('channels as planners write them', () => {
  it.each([
    ['SIEM alert', 'Alert'],
    ['EDR alert', 'Alert'],
    ['Phone call', 'Alert'],
    ['Appel téléphonique', 'Alert'],
    ['SIEM-Alarm', 'Alert'],
    ['Anruf', 'Alert'],
    ['press', 'News'],
    ['Article de presse', 'News'],
    ['Dépêche AFP', 'News'],
    ['Presse', 'News'],
    ['tweet', 'Social'],
    ['courriel', 'Email'],
    ['Message', 'Email'],
    ['E-Mail', 'Email'],
  ])('reads %j as %s', (cell, channel) => {
    expect(mselChannel(cell)).toBe(channel);
  });

  const rows = () =>
    sheet(
      ['Time', 'From', 'Channel', 'Body'],
      ['09:00', 'Sam Patel', 'Fax', 'first'],
      ['09:10', 'Sam Patel', 'email', 'second'],
      ['09:20', 'Sam Patel', 'FAX', 'third'],
      ['09:30', 'Sam Patel', 'pigeon', 'fourth'],
    );

  it('lists each word it does not know once, with its rows, and follows the choice made for it', () => {
    const unchosen = planMsel(rows(), organisations, 'X');
    expect(unchosen.unknownChannels).toEqual([
      { word: 'Fax', rows: 2 },
      { word: 'pigeon', rows: 1 },
    ]);
    expect(unchosen.skipped.map((remark) => remark.row)).toEqual([2, 4, 5]);
    const chosen = planMsel(rows(), organisations, 'X', [], {
      channels: { fax: 'Email', pigeon: 'skip' },
    });
    expect(chosen.events.map((e) => [e.content, e.type])).toEqual([
      ['first', 'Email'],
      ['second', 'Email'],
      ['third', 'Email'],
    ]);
    expect(chosen.skipped).toEqual([
      { row: 5, text: 'The channel "pigeon" is set to skip its rows in the preview.' },
    ]);
    expect(chosen.unknownChannels).toEqual([
      { word: 'Fax', rows: 2, chosen: 'Email' },
      { word: 'pigeon', rows: 1, chosen: 'skip' },
    ]);
  });

  it("keeps the sheet's own origin: the first row's time, even when that row is skipped, or a given start", () => {
    const plan = planMsel(rows(), organisations, 'X');
    expect(plan.origin).toBe(9 * 3600);
    expect(plan.planned.map((e) => e.seconds)).toEqual([600]);
    expect(plan.events[0]).toMatchObject({ startAt: '600', next: '/0' });
    const fromStart = planMsel(rows(), organisations, 'X', [], {
      start: 9 * 3600 + 5 * 60,
      channels: { fax: 'Email', pigeon: 'News' },
    });
    expect(fromStart.planned.map((e) => e.seconds)).toEqual([300, 900, 1500]);
    expect(fromStart.skipped).toEqual([
      { row: 2, text: 'The time "09:00" is before the start of the exercise.' },
    ]);
  });
});

describe('imported text reads as text', () => {
  it("keeps a body's line breaks as line breaks, and gives a row without a subject its body's first line", () => {
    const long = `${'word '.repeat(30)}end`;
    const plan = planMsel(
      sheet(
        ['Time', 'From', 'Channel', 'Subject', 'Body'],
        ['1', 'Sam Patel', 'email', '', 'Servers down\nSecond line'],
        ['2', 'Sam Patel', 'alert', '', long],
        ['3', 'Sam Patel', 'tweet', '', 'A post\nwith two lines'],
        ['4', 'Sam Patel', 'email', 'Given', 'Body'],
      ),
      organisations,
      'X',
    );
    expect(plan.events.map((e) => [e.subject, e.content])).toEqual([
      ['Servers down', 'Servers down\nSecond line'],
      [`${'word '.repeat(16).trim()}…`, long],
      ['', 'A post\nwith two lines'],
      ['Given', 'Body'],
    ]);
    expect(plan.events.some((e) => e.content?.includes('<br>'))).toBe(false);
    expect(plan.notes.map((n) => n.row)).toEqual([2, 3]);
  });
});

describe('rich text kept', () => {
  it('turns bold, italic, colour and line breaks of a cell into formatted content, its text escaped', () => {
    expect(
      richTextHtml([
        { text: 'Stimulus 1 : ', bold: true },
        { text: 'a < b\n' },
        { text: 'Urgent', bold: true, color: 'c00000' },
        { text: ' merci', italic: true, color: '000000' },
        { text: 'x', color: 'url(javascript:1)' },
      ]),
    ).toBe(
      '<strong>Stimulus 1 : </strong>a &lt; b<br><strong><span style="color: #C00000">Urgent</span></strong><em> merci</em>x',
    );
  });

  it("uses a row's formatted body as the event's content, its text for the rest", () => {
    const rows = sheet(['Time', 'From', 'Channel', 'Body'], ['1', 'Sam Patel', 'email', 'Bold']);
    rows[1]!.html = [undefined, undefined, undefined, '<strong>Bold</strong>'];
    const plan = planMsel(rows, organisations, 'X');
    expect(plan.events[0]).toMatchObject({ content: '<strong>Bold</strong>', subject: 'Bold' });
  });
});

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

describe('textToHtml and htmlToText', () => {
  it('round-trip text with markup characters and line breaks', () => {
    const text = 'a < b & "c"\nnext line';
    expect(htmlToText(textToHtml(text))).toBe(text);
    expect(htmlToText('<p>One</p><p>Two &amp; three</p>')).toBe('One\nTwo & three');
  });
});
