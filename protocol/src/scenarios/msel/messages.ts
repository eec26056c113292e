import { TEXT_LIMITS } from '../../core/bounds';
import { MSEL_LIMITS } from './limits';

const count = (n: number) => n.toLocaleString('en');

/** What the MSEL import says about a sheet and its rows (docs/msel.md). */
export const MSEL_MESSAGES = {
  tooBig: (bytes: number) =>
    `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; an MSEL sheet can be at most ${MSEL_LIMITS.bytes / 1024 / 1024} MB.`,
  tooBigAny: `The file is too large: an MSEL sheet can be at most ${MSEL_LIMITS.bytes / 1024 / 1024} MB.`,
  tooManyRows: (rows: number) =>
    `The sheet has ${count(rows)} rows; an MSEL import takes at most ${count(MSEL_LIMITS.rows)}.`,
  unpacksTooBig: `The workbook unpacks to more than ${MSEL_LIMITS.unpackedBytes / 1024 / 1024} MB; an MSEL workbook can unpack to at most ${MSEL_LIMITS.unpackedBytes / 1024 / 1024} MB.`,
  unreadable: (format: 'csv' | 'xlsx') =>
    format === 'csv'
      ? 'The file could not be read as CSV.'
      : 'The file could not be read as an Excel workbook (.xlsx).',
  empty: 'The sheet is empty: put the column names in its first row and one inject per row.',
  noHeader:
    'No row of the sheet names its columns: put a header row (for example Time, From, Channel, Body) above the injects.',
  missingColumns: (columns: readonly string[]) =>
    `The sheet has no ${columns.join(', ')} column: choose the column for each in the preview, or name it in the header row.`,
  noEvents: 'No row of the sheet could become an event: see the skipped rows.',
  organisation: 'Name the organisation new personas join.',
  skip: {
    empty: 'The row is empty.',
    aboveHeader: (cells: readonly string[]) => {
      const text = cells
        .map((cell) => cell.trim())
        .filter(Boolean)
        .join(' · ');
      return `Above the header row: "${text.slice(0, 80)}${text.length > 80 ? '…' : ''}".`;
    },
    badTime: (cell: string) =>
      cell.trim() === ''
        ? 'The row has no time.'
        : `The time "${cell.slice(0, 40)}" is not a time (use 15, T+15, 00:15, 09h15 or 0:15:00).`,
    channel: (cell: string) =>
      cell.trim() === ''
        ? 'The row names no channel (To or Channel).'
        : `The channel "${cell.slice(0, 40)}" is not one we know: choose email, social, news or alert for it in the preview.`,
    channelSkipped: (cell: string) =>
      `The channel "${cell.slice(0, 40)}" is set to skip its rows in the preview.`,
    beforeStart: (cell: string) =>
      `The time "${cell.slice(0, 40)}" is before the start of the exercise.`,
    noSender: 'The row names no sender (From).',
    longSender: `The sender's name is longer than ${TEXT_LIMITS.name} characters.`,
    longOrganisation: `The organisation's name is longer than ${TEXT_LIMITS.name} characters.`,
    noText: 'The row has neither a subject nor a body.',
  },
  note: {
    cut: (what: string, max: number) => `The ${what} was cut to ${count(max)} characters.`,
    formula: (column: string) => `The ${column} cell held a formula; its value was used.`,
    subjectFromBody: "The row has no subject: the body's first line is the event's subject.",
    reordered: 'The rows were not in time order: the events follow their times.',
    longSection: `The section name was cut to ${TEXT_LIMITS.name} characters.`,
  },
} as const;
