import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../core/lazyLibraries';
import {
  MSEL_LIMITS,
  MSEL_MESSAGES,
  richTextHtml,
  type MselFormat,
  type MselRemark,
  type MselRow,
} from '@dojo/protocol';
import { AppError, badRequest } from '../../../errors';
import { checkUnpackedSize } from './unpackedSize';

/** A sheet as read: its rows (numbered as the spreadsheet shows them) and notes on cells. */
export interface ReadSheet {
  rows: MselRow[];
  notes: MselRemark[];
}

/**
 * Reads an MSEL file (docs/msel.md): bounded first (bytes, then rows), then CSV (comma,
 * semicolon or tab, found on the first line; a BOM is dropped) or the first worksheet of an
 * XLSX workbook (its unpacked size bounded before it is unpacked), every cell as text. A formula cell gives its value, and a note says so.
 */
export async function readSheet(format: MselFormat, content: string): Promise<ReadSheet> {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > MSEL_LIMITS.bytes) {
    throw new AppError('msel_too_large', MSEL_MESSAGES.tooBig(bytes.length));
  }
  const sheet = format === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
  const filled = sheet.rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (filled.length - 1 > MSEL_LIMITS.rows) {
    throw new AppError('msel_too_large', MSEL_MESSAGES.tooManyRows(filled.length - 1));
  }
  return sheet;
}

function readCsv(bytes: Buffer): ReadSheet {
  const text = new TextDecoder('utf-8').decode(bytes);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  try {
    const records: string[][] = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
    return { rows: records.map((cells, index) => ({ number: index + 1, cells })), notes: [] };
  } catch {
    throw badRequest(MSEL_MESSAGES.unreadable('csv'), 'msel_unreadable');
  }
}

async function readXlsx(bytes: Buffer): Promise<ReadSheet> {
  const unpacked = checkUnpackedSize(bytes, MSEL_LIMITS.unpackedBytes);
  if (unpacked === 'too_large') throw new AppError('msel_too_large', MSEL_MESSAGES.unpacksTooBig);
  if (unpacked === 'unreadable')
    throw badRequest(MSEL_MESSAGES.unreadable('xlsx'), 'msel_unreadable');
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(MSEL_MESSAGES.unreadable('xlsx'), 'msel_unreadable');
  }
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw badRequest(MSEL_MESSAGES.empty, 'msel_unreadable');
  if (worksheet.actualRowCount - 1 > MSEL_LIMITS.rows) {
    throw new AppError('msel_too_large', MSEL_MESSAGES.tooManyRows(worksheet.actualRowCount - 1));
  }
  const rows: MselRow[] = [];
  const notes: MselRemark[] = [];
  let header: string[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    const html: (string | undefined)[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      const { text, formula } = cellText(cell.value);
      cells[column - 1] = text;
      const rich = richOf(cell.value);
      if (rich) html[column - 1] = rich;
      if (formula && rows.length > 0) {
        notes.push({ row: number, text: MSEL_MESSAGES.note.formula(header[column - 1] || 'a') });
      }
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (rows.length === 0) header = filled;
    rows.push({ number, cells: filled, ...(html.length > 0 ? { html } : {}) });
  });
  return { rows, notes };
}

/**
 * A rich-text cell's formatting as content (bold, italic, colour, line breaks), or undefined
 * for a plain cell or one whose runs carry no formatting.
 */
function richOf(value: ExcelJS.CellValue): string | undefined {
  if (!value || typeof value !== 'object' || !('richText' in value)) return undefined;
  const runs = value.richText.map((run) => ({
    text: run.text,
    bold: run.font?.bold === true,
    italic: run.font?.italic === true,
    ...(run.font?.color?.argb ? { color: run.font.color.argb.slice(-6) } : {}),
  }));
  const formatted = runs.some(
    (run) => run.bold || run.italic || (run.color && run.color.toUpperCase() !== '000000'),
  );
  return formatted ? richTextHtml(runs) : undefined;
}

/** A cell's value as the text the sheet shows; a time of day as H:MM:SS. */
function cellText(value: ExcelJS.CellValue): { text: string; formula: boolean } {
  if (value === null || value === undefined) return { text: '', formula: false };
  if (value instanceof Date) return { text: timeOfDay(value), formula: false };
  if (typeof value === 'object') {
    if ('richText' in value)
      return { text: value.richText.map((run) => run.text).join(''), formula: false };
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      const inner = result === undefined ? '' : cellText(result).text;
      return { text: inner, formula: true };
    }
    if ('hyperlink' in value) return { text: String(value.text), formula: false };
    if ('error' in value) return { text: String(value.error), formula: false };
    return { text: '', formula: false };
  }
  return { text: String(value), formula: false };
}

/** Excel keeps a time as a date on 30 December 1899: its time of day, H:MM:SS (UTC). */
function timeOfDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCHours()}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}
