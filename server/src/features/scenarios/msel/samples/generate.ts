/**
 * Writes the sample MSEL sheets the tests import (docs/msel.md, "Samples"), the way planners
 * write them: a title block above the header, blank rows, their own channel words, accents and,
 * in the French chronogram, rich-text cells. Run from the repository root:
 *
 *   npx tsx server/src/features/scenarios/msel/samples/generate.ts
 *
 * The files are committed; `samples.test.ts` imports them.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { SAMPLES, type SampleCell, type SampleSheet } from './sampleSheets';

const HERE = import.meta.dirname;

/** A sample as CSV text (RFC 4180, CRLF, a BOM as spreadsheets write UTF-8), rich text as plain. */
export function sampleCsv(sheet: SampleSheet): string {
  const text = (cell: SampleCell) => {
    if (typeof cell === 'string') return cell;
    if ('timeOfDay' in cell)
      return `${cell.timeOfDay[0]}:${String(cell.timeOfDay[1]).padStart(2, '0')}`;
    return cell.runs.map((run) => run.text).join('');
  };
  const quote = (value: string) =>
    /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  const lines = sheet.rows.map((cells) =>
    cells.map((cell) => quote(text(cell))).join(sheet.delimiter ?? ','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A sample as a workbook: rich-text runs as Excel rich text, times given as times of day as time cells. */
export async function sampleXlsx(sheet: SampleSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Incident Dojo samples';
  workbook.created = new Date(Date.UTC(2026, 10, 1));
  workbook.modified = workbook.created;
  const worksheet = workbook.addWorksheet(sheet.worksheet);
  for (const cells of sheet.rows) {
    worksheet.addRow(
      cells.map((cell) => {
        if (typeof cell === 'string') return cell;
        if ('timeOfDay' in cell) {
          const [hours, minutes] = cell.timeOfDay;
          return new Date(Date.UTC(1899, 11, 30, hours, minutes));
        }
        return {
          richText: cell.runs.map((run) => ({
            text: run.text,
            font: {
              ...(run.bold ? { bold: true } : {}),
              ...(run.italic ? { italic: true } : {}),
              ...(run.color ? { color: { argb: `FF${run.color}` } } : {}),
            },
          })),
        };
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main() {
  for (const sample of SAMPLES) {
    for (const format of sample.formats) {
      const file = path.join(HERE, `${sample.name}.${format}`);
      const bytes = format === 'csv' ? Buffer.from(sampleCsv(sample)) : await sampleXlsx(sample);
      fs.writeFileSync(file, bytes);
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
