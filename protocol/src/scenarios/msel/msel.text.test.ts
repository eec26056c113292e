import { describe, expect, it } from 'vitest';
import { organisations, sheet } from '../../testing/msel';
import { mselChannel } from './channels';
import { planMsel } from './plan';
import { htmlToText, richTextHtml, textToHtml } from './text';

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

describe('textToHtml and htmlToText', () => {
  it('round-trip text with markup characters and line breaks', () => {
    const text = 'a < b & "c"\nnext line';
    expect(htmlToText(textToHtml(text))).toBe(text);
    expect(htmlToText('<p>One</p><p>Two &amp; three</p>')).toBe('One\nTwo & three');
  });
});
