import type { ScenarioEvent } from '../event.entities';
import { displayAfterMinutes, isMainEvent } from '../rules/fields';
import { MSEL_EXPORT_HEADERS } from './columns';
import { formatMselTime } from './time';
import { csvLine, htmlToRichRuns, htmlToText, safeCell, type MselRichRun } from './text';

/**
 * A scenario as an MSEL sheet (docs/msel.md): the header row, then one row per event in time
 * order, in the columns import reads. `secondsOf` gives each event's time from the start (the
 * editor's layout timeline: its earliest time); an event no way reaches has none and comes
 * last with an empty time.
 */
export function mselSheet(
  events: readonly ScenarioEvent[],
  secondsOf: (event: ScenarioEvent) => number | undefined,
): string[][] {
  const timed = inTimeOrder(events, secondsOf);
  const header = MSEL_EXPORT_HEADERS.map(([, title]) => title);
  const rows = timed.map(({ event, seconds }) => {
    const cells: Record<(typeof MSEL_EXPORT_HEADERS)[number][0], string> = {
      time: seconds === undefined ? '' : formatMselTime(seconds),
      from: event.name ?? '',
      organisation: event.organisation ?? '',
      channel: (event.type || 'Email').toLowerCase(),
      subject: event.subject ?? '',
      body: htmlToText(event.content ?? ''),
      expectedAction: event.correctFeedback ?? '',
      reference: event.reference ?? '',
      to: event.addressees ?? '',
      notes: event.notes ?? '',
      section: event.section ?? '',
    };
    return MSEL_EXPORT_HEADERS.map(([column]) => cells[column]);
  });
  return [header, ...rows];
}

/**
 * Each row's Body as the runs of a rich-text cell, beside `mselSheet`'s rows (the header's
 * place is undefined): formatted content keeps its bold, italic and colour in a workbook;
 * plain content is undefined and written as its text.
 */
export function mselRichBodies(
  events: readonly ScenarioEvent[],
  secondsOf: (event: ScenarioEvent) => number | undefined,
): (MselRichRun[] | undefined)[] {
  return [
    undefined,
    ...inTimeOrder(events, secondsOf).map(({ event }) => htmlToRichRuns(event.content ?? '')),
  ];
}

function inTimeOrder(
  events: readonly ScenarioEvent[],
  secondsOf: (event: ScenarioEvent) => number | undefined,
) {
  const timed = events.map((event, index) => ({
    event,
    index,
    seconds: timeOf(event, secondsOf),
  }));
  return timed.sort(
    (a, b) =>
      (a.seconds ?? Number.POSITIVE_INFINITY) - (b.seconds ?? Number.POSITIVE_INFINITY) ||
      a.index - b.index,
  );
}

function timeOf(
  event: ScenarioEvent,
  secondsOf: (event: ScenarioEvent) => number | undefined,
): number | undefined {
  if (!isMainEvent(event)) {
    const minutes = displayAfterMinutes(event);
    return minutes === undefined ? undefined : minutes * 60;
  }
  return secondsOf(event);
}

/**
 * The sheet as CSV text (RFC 4180 lines, CRLF), with a BOM so spreadsheets read UTF-8. A cell
 * a spreadsheet would run as a formula is led by an apostrophe (`safeCell`); an XLSX export
 * needs none, as its cells are stored as text.
 */
export function mselCsv(sheet: readonly (readonly string[])[]): string {
  const lines = sheet.map((cells) => csvLine(cells.map(safeCell)));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
