import type { EventType, ScenarioEvent } from '../event.entities';
import type { MselRole } from './columns';

/** The shapes an MSEL import plans with (docs/msel.md); the rules are in ./plan. */

/** One row of a sheet as read: its number in the sheet (1 = the first) and its cells. */
export interface MselRow {
  number: number;
  cells: string[];
  /** A rich-text cell's formatting as content (`richTextHtml`), by column; a workbook's only. */
  html?: (string | undefined)[];
}

/** A remark on one row: why it was skipped, or what was changed to keep it. */
export interface MselRemark {
  row: number;
  text: string;
}

/** A persona the import creates (and, when needed, its organisation). */
export interface MselNewPersona {
  name: string;
  organisation: string;
  email: string;
}

/** One event the import makes, as the preview lists it. */
export interface MselPlannedEvent {
  row: number;
  id: string;
  seconds: number;
  channel: EventType;
  from: string;
  organisation: string;
  subject: string;
  persona: 'matched' | 'new';
}

/** The author's choices in the preview: the header row and each column's role. */
export interface MselMapping {
  headerRow: number;
  roles: readonly MselRole[];
}

/** What the author chose in the preview; absent, the import proposes. */
export interface MselChoices {
  mapping?: MselMapping | undefined;
  /** The channel (or 'skip') the author chose for each word we do not know, by `channelWordKey`. */
  channels?: Readonly<Record<string, EventType | 'skip'>> | undefined;
  /** When the exercise starts, in the sheet's time (seconds); absent, the sheet's first time. */
  start?: number | undefined;
}

/** A channel word of the sheet we do not know, and the rows naming it. */
export interface MselUnknownChannel {
  word: string;
  rows: number;
  /** What the author chose for it, if anything (else its rows are skipped). */
  chosen?: EventType | 'skip';
}

/** One column of the sheet and what becomes of it. */
export interface MselColumnFate {
  index: number;
  header: string;
  role: MselRole;
}

/** What an import will do (`planMsel`): the events to save, the personas to create, the report. */
export interface MselPlan {
  /** The header row found (or chosen), and each column with its role. */
  headerRow: number;
  columns: MselColumnFate[];
  /** The channel words the sheet uses that we do not know: the author chooses for each. */
  unknownChannels: MselUnknownChannel[];
  /** The sheet's time the exercise starts at (seconds): the given start or its first time. */
  origin: number;
  events: ScenarioEvent[];
  planned: MselPlannedEvent[];
  newPersonas: MselNewPersona[];
  newOrganisations: string[];
  skipped: MselRemark[];
  notes: MselRemark[];
  /** Whole-sheet refusals (no header, missing columns, no event): nothing is imported. */
  problems: string[];
}
