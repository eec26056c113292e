import { loadExcel } from '../../../core/lazyLibraries';
import {
  headerSignature,
  mselCsv,
  mselRichBodies,
  mselSheet,
  MSEL_EXPORT_HEADERS,
  type MselRichRun,
  planMsel,
  type MselFile,
  type MselFormat,
  type MselChoices,
  type MselMapping,
  type MselPlan,
  type MselPreview,
  type ScenarioFile,
} from '@dojo/protocol';
import { layoutTimeline } from '@dojo/scheduler';
import type { Clock } from '../../../core/clock';
import { AppError, badRequest } from '../../../errors';
import type { OrganisationsService } from '../../organisations/organisations.service';
import type { ScenariosService } from '../scenarios.service';
import type { MselMappingsRepo } from './mselMappings.repo';
import { readSheet } from './readSheet';

interface Upload {
  format: MselFormat;
  content: string;
  organisation: string;
  mapping?: MselMapping | undefined;
  channels?: MselChoices['channels'];
  start?: number | undefined;
}

/** A plan and the saved mapping it followed, if one was offered for the sheet's headers. */
interface Planned {
  planned: MselPlan;
  savedMapping?: string;
}

const NEW_DETAILS = {
  visible: false,
  subtitle: '',
  description: '',
  playtime: '',
  maturity: '',
  delegates: '',
  competencies: '',
  image: '',
  learningPrograms: false,
  level: 0 as const,
  teams: true,
  beta: false,
};

const CONTENT_TYPES: Record<MselFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * MSEL sheets in and out of scenarios (docs/msel.md). The rules are protocol's (`planMsel`,
 * `mselSheet`); this reads and writes the files, creates the personas, and saves through the
 * scenario service, so an import is a save like any other (normalised, checked, versioned).
 */
export function mselService(deps: {
  scenarios: ScenariosService;
  organisations: OrganisationsService;
  mappings: MselMappingsRepo;
  clock: Clock;
}) {
  const { scenarios, organisations, mappings, clock } = deps;

  /**
   * The sheet planned with the author's mapping, or else with the mapping last saved for its
   * headers, or else with the proposed one. A sheet with no header row is refused; a mapping
   * that leaves a needed role without a column is answered (`problems`) for the author to fix.
   */
  async function plan(upload: Upload): Promise<Planned> {
    const sheet = await readSheet(upload.format, upload.content);
    const known = await organisations.list();
    const run = (mapping?: MselMapping) =>
      planMsel(sheet.rows, known, upload.organisation.trim(), sheet.notes, {
        mapping,
        channels: upload.channels,
        start: upload.start,
      });
    const proposed = run(upload.mapping);
    if (proposed.headerRow === 0) throw badRequest(proposed.problems.join('\n'), 'msel_unreadable');
    if (upload.mapping) return { planned: proposed };
    const header = sheet.rows.find((row) => row.number === proposed.headerRow)?.cells ?? [];
    const saved = await mappings.forSignature(headerSignature(header));
    if (!saved) return { planned: proposed };
    return {
      planned: run({ headerRow: proposed.headerRow, roles: saved.roles }),
      savedMapping: saved._id,
    };
  }

  async function importable(upload: Upload): Promise<Planned> {
    const planned = await plan(upload);
    if (planned.planned.problems.length > 0)
      throw badRequest(planned.planned.problems.join('\n'), 'msel_unreadable');
    return planned;
  }

  /** Creates what the plan needs; one made meanwhile by someone else is used as it is. */
  async function createPersonas(planned: MselPlan, by: string): Promise<void> {
    for (const name of planned.newOrganisations) {
      await organisations.create({ name }).catch(ignoreTaken);
    }
    for (const persona of planned.newPersonas) {
      await organisations
        .createPersona({ org: persona.organisation, ...persona, role: '' }, { by })
        .catch(ignoreTaken);
    }
  }

  return {
    preview: async (upload: Upload): Promise<MselPreview> => report(await plan(upload)),

    async importSheet(
      upload: Upload & { fileName: string; title?: string; saveMappingAs?: string },
      by: string,
    ) {
      const answer = await importable(upload);
      const { planned } = answer;
      const exists = (await scenarios.names()).some((name) => name === upload.fileName);
      if (exists) throw nameTaken(upload.fileName);
      await createPersonas(planned, by);
      const file: ScenarioFile = {
        ...NEW_DETAILS,
        title: upload.title?.trim() || upload.fileName,
        fileName: upload.fileName,
        scenario: planned.events,
      };
      const saved = await scenarios.save(file, by, {
        createOnly: true,
        change: 'imported',
        message: (version) =>
          `Scenario ${upload.fileName} imported from the MSEL sheet: ${planned.events.length} events (version ${version}).`,
      });
      const mappingName = upload.saveMappingAs?.trim();
      if (mappingName) {
        const sheet = await readSheet(upload.format, upload.content);
        const header = sheet.rows.find((row) => row.number === planned.headerRow)?.cells ?? [];
        await mappings.save({
          _id: mappingName,
          signature: headerSignature(header),
          roles: planned.columns.map((column) => column.role),
          savedBy: by,
          savedAt: new Date(clock.now()).toISOString(),
        });
      }
      return { type: saved.type, data: saved.data, name: upload.fileName, report: report(answer) };
    },

    async exportSheet(
      filename: string,
      format: MselFormat,
      withVersions: boolean,
    ): Promise<MselFile> {
      const file = await scenarios.exportFile(filename, withVersions);
      const cards = new Map(layoutTimeline(file.scenario).cards.map((card) => [card.id, card]));
      const secondsOf = (event: { id: string }) => cards.get(event.id)?.offsetSeconds ?? undefined;
      const sheet = mselSheet(file.scenario, secondsOf);
      const bytes =
        format === 'csv'
          ? Buffer.from(mselCsv(sheet), 'utf8')
          : await xlsx(sheet, mselRichBodies(file.scenario, secondsOf));
      return {
        fileName: `${file.fileName}.msel.${format}`,
        contentType: CONTENT_TYPES[format],
        content: bytes.toString('base64'),
      };
    },
  };
}
export type MselService = ReturnType<typeof mselService>;

function richRun(run: MselRichRun) {
  const font = {
    ...(run.bold ? { bold: true } : {}),
    ...(run.italic ? { italic: true } : {}),
    ...(run.color ? { color: { argb: `FF${run.color}` } } : {}),
  };
  return { text: run.text, font };
}

function report({ planned, savedMapping }: Planned): MselPreview {
  return {
    headerRow: planned.headerRow,
    columns: planned.columns,
    unknownChannels: planned.unknownChannels,
    origin: planned.origin,
    problems: planned.problems,
    ...(savedMapping ? { savedMapping } : {}),
    events: planned.planned,
    newPersonas: planned.newPersonas,
    newOrganisations: planned.newOrganisations,
    skipped: planned.skipped,
    notes: planned.notes,
  };
}

function ignoreTaken(error: unknown): void {
  if (error instanceof AppError && error.status === 409) return;
  throw error;
}

function nameTaken(name: string): AppError {
  return new AppError(
    'name_taken',
    `A scenario named ${name} already exists. An MSEL import makes a new scenario: choose another name.`,
  );
}

const BODY_COLUMN = MSEL_EXPORT_HEADERS.findIndex(([column]) => column === 'body') + 1;

/**
 * The sheet as a workbook of one worksheet, every cell text (never a formula); a formatted
 * Body is a rich-text cell (bold, italic, colour), so a re-import keeps its formatting.
 */
async function xlsx(sheet: string[][], bodies: (MselRichRun[] | undefined)[]): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('MSEL');
  sheet.forEach((cells, index) => {
    const row = worksheet.addRow(cells);
    const runs = bodies[index];
    if (runs) row.getCell(BODY_COLUMN).value = { richText: runs.map(richRun) };
  });
  worksheet.getRow(1).font = { bold: true };
  worksheet.columns.forEach((column, index) => {
    column.width = [6, 10, 22, 22, 18, 10, 40, 60, 40, 40, 14][index] ?? 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
