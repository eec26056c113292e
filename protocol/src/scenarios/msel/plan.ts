import { TEXT_LIMITS } from '../../core/bounds';
import { GAME_MINUTES } from '../../portal/constants';
import type { Organisation } from '../../organisations/entities';
import { NOISE_SECTION, PRESET_SECTION } from '../constants';
import type { EventType, ScenarioEvent } from '../event.entities';
import { FIRST_SECTION } from '../rules/load';
import { socialSubject } from '../rules/normalise';
import { channelWordKey, mselChannel } from './channels';
import {
  findHeaderRow,
  MSEL_REQUIRED,
  MSEL_ROLE_LABELS,
  proposeRoles,
  squash,
  type MselColumn,
  type MselRole,
} from './columns';
import { MSEL_END_AFTER_SECONDS, MSEL_LIMITS } from './limits';
import { MSEL_MESSAGES } from './messages';
import { cleanCell, textToHtml, unsafeCell } from './text';
import { parseMselTime } from './time';
import { personaBook, senderOf, type PlannedPersona } from './personas';
import type { MselChoices, MselPlan, MselRow, MselRemark, MselUnknownChannel } from './planTypes';

export type * from './planTypes';

interface KeptRow {
  row: number;
  seconds: number;
  channel: EventType;
  section: string;
  persona: PlannedPersona;
  subject: string;
  body: string;
  /** The body cell's formatting (bold, italic, colour, breaks), when the sheet kept any. */
  bodyHtml: string | undefined;
  expectedAction: string;
  reference: string;
  addressees: string;
  notes: string;
}

const key = (text: string) => text.trim().toLowerCase();

/**
 * Turns the rows of an MSEL sheet into a scenario's events (docs/msel.md). The header row is
 * found (`findHeaderRow`: title and blank rows above it are normal) or chosen, and each column
 * has a role, proposed from its header (`proposeRoles`) or chosen by the author. Each later row is one event: its channel, its sender (a persona found
 * by name, or created), its subject and body; the main events follow each other in time order,
 * each `next` the following one, its `delay` the seconds between their times; the first shows
 * at the start, the last ends the run `MSEL_END_AFTER_SECONDS` later. Preset and Noise rows
 * show at their own time (`displayAfter`). Rows that cannot be an event are skipped with the
 * reason; cells changed to fit are noted.
 */
export function planMsel(
  rows: readonly MselRow[],
  organisations: readonly Organisation[],
  defaultOrganisation: string,
  readNotes: readonly MselRemark[] = [],
  choices: MselChoices = {},
): MselPlan {
  const plan: MselPlan = {
    headerRow: 0,
    columns: [],
    unknownChannels: [],
    origin: 0,
    events: [],
    planned: [],
    newPersonas: [],
    newOrganisations: [],
    skipped: [],
    notes: [...readNotes],
    problems: [],
  };
  const filled = rows.filter((row) => row.cells.some((cell) => cleanCell(cell) !== ''));
  if (!filled[0]) return { ...plan, problems: [MSEL_MESSAGES.empty] };
  const chosen = choices.mapping;
  const header =
    (chosen && filled.find((row) => row.number === chosen.headerRow)) ?? findHeaderRow(filled);
  if (!header) return { ...plan, problems: [MSEL_MESSAGES.noHeader] };
  const headers = header.cells.map(cleanCell);
  const data = filled.filter((row) => row.number > header.number);
  const roles =
    chosen && chosen.headerRow === header.number
      ? fitRoles(chosen.roles, headers.length, data)
      : proposeRoles(
          headers,
          data.map((row) => row.cells.map(cleanCell)),
        );
  plan.headerRow = header.number;
  plan.columns = roles.map((role, index) => ({
    index,
    header: (headers[index] ?? '').slice(0, TEXT_LIMITS.subject),
    role,
  }));
  for (const row of filled) {
    if (row.number >= header.number) break;
    plan.skipped.push({ row: row.number, text: MSEL_MESSAGES.skip.aboveHeader(row.cells) });
  }
  const missing = MSEL_REQUIRED.filter((role) => !roles.includes(role));
  if (missing.length > 0) {
    return {
      ...plan,
      problems: [MSEL_MESSAGES.missingColumns(missing.map((role) => MSEL_ROLE_LABELS[role].label))],
    };
  }
  const lastFilled = filled[filled.length - 1]!.number;
  const personas = personaBook(organisations, defaultOrganisation, plan);
  const channelOf = channelChooser(plan, choices.channels ?? {});
  const body = rows.filter((row) => row.number > header.number && row.number <= lastFilled);
  const timeIndex = roles.indexOf('time');
  const times = body
    .map((row) => parseMselTime(unsafeCell(cleanCell(row.cells[timeIndex] ?? ''))))
    .filter((seconds): seconds is number => seconds !== undefined);
  plan.origin = choices.start ?? (times.length > 0 ? Math.min(...times) : 0);
  const kept: KeptRow[] = [];
  for (const row of body) {
    const at = (index: number) => unsafeCell(cleanCell(row.cells[index] ?? ''));
    const cell = (column: MselColumn) => {
      const index = roles.indexOf(column);
      return index < 0 ? '' : at(index);
    };
    const channel = channelOf(cell('channel'));
    const reason = skipReason(cell, channel, plan.origin);
    if (reason) {
      plan.skipped.push({ row: row.number, text: reason });
      continue;
    }
    const note = (text: string) => plan.notes.push({ row: row.number, text });
    const authorNotes = roles
      .flatMap((role, index) =>
        role === 'notes' && at(index) ? [[headers[index], at(index)]] : [],
      )
      .map(([title, text]) => (isPlainNotes(title ?? '') ? text! : `${title}: ${text}`))
      .join('\n');
    kept.push({
      row: row.number,
      seconds: parseMselTime(cell('time'))!,
      channel: channel as EventType,
      section: sectionOf(cell('section'), note),
      persona: personas(cell('from'), cell('organisation')),
      subject:
        fit(cell('subject'), TEXT_LIMITS.subject, 'subject', note) ||
        subjectFromBody(cell('body'), channel, note),
      body: cell('body'),
      bodyHtml: roles.includes('body') ? row.html?.[roles.indexOf('body')] : undefined,
      expectedAction: fit(cell('expectedAction'), TEXT_LIMITS.content, 'expected action', note),
      reference: fit(cell('reference'), TEXT_LIMITS.name, 'inject number', note),
      addressees: fit(cell('to'), TEXT_LIMITS.subject, 'addressees', note),
      notes: fit(authorNotes, TEXT_LIMITS.content, 'author notes', note),
    });
  }
  if (kept.length === 0) return { ...plan, problems: [MSEL_MESSAGES.noEvents] };
  buildEvents(kept, plan, plan.origin);
  return plan;
}

/** Characters of a body's first line an event without a Subject cell takes as its subject. */
export const MSEL_SUBJECT_FROM_BODY = 80;

/**
 * An email, news article or alert whose row has no subject takes its body's first line (cut at
 * a word, with '…'), with a note; a social post's subject is computed from its content anyway.
 */
function subjectFromBody(
  body: string,
  channel: EventType | 'skip' | undefined,
  note: (text: string) => void,
): string {
  if (channel === 'Social' || body === '') return '';
  const line = body.split(/\r?\n/, 1)[0]!.replace(/\s+/g, ' ').trim();
  if (line === '') return '';
  let subject = line;
  if (line.length > MSEL_SUBJECT_FROM_BODY) {
    const cut = line.slice(0, MSEL_SUBJECT_FROM_BODY);
    const space = cut.lastIndexOf(' ');
    subject = `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  note(MSEL_MESSAGES.note.subjectFromBody);
  return subject;
}

/** A notes column named only "Notes" (as the export writes it) adds no title to its text. */
function isPlainNotes(header: string): boolean {
  return ['', 'notes', 'note', 'authornotes'].includes(squash(header));
}

/**
 * The author's roles fitted to the sheet: one per column (a missing one proposed as the sheet
 * says, an extra one dropped), and a role other than notes or ignore kept by its first column.
 */
function fitRoles(
  chosen: readonly MselRole[],
  width: number,
  data: readonly MselRow[],
): MselRole[] {
  const size = Math.min(
    MSEL_LIMITS.columns,
    Math.max(width, ...data.map((row) => row.cells.length)),
  );
  const taken = new Set<MselRole>();
  return Array.from({ length: size }, (_, index) => {
    const role = chosen[index] ?? 'ignore';
    if (role !== 'notes' && role !== 'ignore' && taken.has(role)) return 'ignore';
    taken.add(role);
    return role;
  });
}

function skipReason(
  cell: (column: MselColumn) => string,
  channel: EventType | 'skip' | undefined,
  origin: number,
): string | undefined {
  const all = (Object.keys({ time: 1, from: 1, channel: 1, subject: 1, body: 1 }) as MselColumn[])
    .map(cell)
    .join('');
  if (all === '') return MSEL_MESSAGES.skip.empty;
  const seconds = parseMselTime(cell('time'));
  if (seconds === undefined) return MSEL_MESSAGES.skip.badTime(cell('time'));
  if (seconds < origin) return MSEL_MESSAGES.skip.beforeStart(cell('time'));
  if (channel === 'skip') return MSEL_MESSAGES.skip.channelSkipped(cell('channel'));
  if (!channel) return MSEL_MESSAGES.skip.channel(cell('channel'));
  const from = senderOf(cell('from'));
  if (from.name === '') return MSEL_MESSAGES.skip.noSender;
  if (from.name.length > TEXT_LIMITS.name) return MSEL_MESSAGES.skip.longSender;
  if (cell('organisation').length > TEXT_LIMITS.name) return MSEL_MESSAGES.skip.longOrganisation;
  if (cell('subject') === '' && cell('body') === '') return MSEL_MESSAGES.skip.noText;
  return undefined;
}

/**
 * The channel of a cell: a word we know, else the author's choice for that word; a word we do
 * not know is listed once (`unknownChannels`) with how many rows name it.
 */
function channelChooser(
  plan: MselPlan,
  chosen: Readonly<Record<string, EventType | 'skip'>>,
): (cell: string) => EventType | 'skip' | undefined {
  const seen = new Map<string, MselUnknownChannel>();
  return (cell) => {
    if (cell.trim() === '') return undefined;
    const known = mselChannel(cell);
    if (known) return known;
    const wordKey = channelWordKey(cell);
    let unknown = seen.get(wordKey);
    if (!unknown) {
      const choice = Object.hasOwn(chosen, wordKey) ? chosen[wordKey] : undefined;
      unknown = { word: cell.trim().slice(0, 100), rows: 0, ...(choice ? { chosen: choice } : {}) };
      seen.set(wordKey, unknown);
      if (plan.unknownChannels.length < 100) plan.unknownChannels.push(unknown);
    }
    unknown.rows += 1;
    return unknown.chosen;
  };
}

function fit(text: string, max: number, what: string, note: (text: string) => void): string {
  if (text.length <= max) return text;
  note(MSEL_MESSAGES.note.cut(what, max));
  return text.slice(0, max);
}

function sectionOf(cell: string, note: (text: string) => void): string {
  if (cell === '') return FIRST_SECTION;
  if (key(cell) === key(PRESET_SECTION)) return PRESET_SECTION;
  if (key(cell) === key(NOISE_SECTION)) return NOISE_SECTION;
  if (cell.length <= TEXT_LIMITS.name) return cell;
  note(MSEL_MESSAGES.note.longSection);
  return cell.slice(0, TEXT_LIMITS.name);
}

function buildEvents(kept: KeptRow[], plan: MselPlan, origin: number): void {
  const isMain = (row: KeptRow) => row.section !== PRESET_SECTION && row.section !== NOISE_SECTION;
  const main = kept.filter(isMain);
  const inOrder = [...main].sort((a, b) => a.seconds - b.seconds);
  if (inOrder.some((row, index) => row !== main[index])) {
    plan.notes.push({ row: inOrder[0]!.row, text: MSEL_MESSAGES.note.reordered });
  }
  const fixed = kept.filter((row) => !isMain(row));
  const ordered = [...inOrder, ...fixed];
  ordered.forEach((row, index) => {
    const id = String(index + 1);
    const event = eventOf(row, id, plan);
    if (isMain(row)) {
      // The sheet's own origin: a first inject after it waits for its time (a start time).
      if (index === 0 && row.seconds > origin) event.startAt = String(row.seconds - origin);
      const following = inOrder[index + 1];
      event.next = following ? String(index + 2) : '/0';
      event.delay = String(
        following ? following.seconds - row.seconds : endDelay(row.seconds - origin),
      );
    } else {
      event.displayAfter = String(Math.max(0, row.seconds - origin) / 60);
    }
    plan.events.push(event);
    plan.planned.push({
      row: row.row,
      id,
      seconds: Math.max(0, row.seconds - origin),
      channel: row.channel,
      from: row.persona.name,
      organisation: row.persona.organisation,
      // As it will be saved: a social post's subject is cut from its content.
      subject: row.channel === 'Social' ? socialSubject(event.content ?? '') : row.subject,
      persona: row.persona.known ? 'matched' : 'new',
    });
  });
}

/**
 * Seconds from the last inject to the end of the run: `MSEL_END_AFTER_SECONDS` to read it, but
 * never past the game's slot when the last inject is inside it, so a sheet that fills the 90
 * minutes is a 90-minute exercise, as its planner wrote it.
 */
function endDelay(lastOffset: number): number {
  const slot = GAME_MINUTES * 60;
  if (lastOffset > slot) return MSEL_END_AFTER_SECONDS;
  return Math.min(MSEL_END_AFTER_SECONDS, slot - lastOffset);
}

function eventOf(row: KeptRow, id: string, plan: MselPlan): ScenarioEvent {
  // A formatted body too long to keep whole is kept as text, so no cut lands inside a tag.
  const rich = row.bodyHtml && row.bodyHtml.length <= TEXT_LIMITS.content ? row.bodyHtml : '';
  const content = rich || textToHtml(row.body);
  let fitted = content;
  if (content.length > TEXT_LIMITS.content) {
    fitted = cutHtml(content);
    plan.notes.push({ row: row.row, text: MSEL_MESSAGES.note.cut('body', TEXT_LIMITS.content) });
  }
  return {
    id,
    section: row.section,
    type: row.channel,
    name: row.persona.name,
    role: row.persona.role,
    organisation: row.persona.organisation,
    address: row.persona.email,
    subject: row.subject,
    content: fitted,
    responseType: 'none',
    options: '',
    timeLimit: '-1',
    next: -1,
    delay: '',
    team: 'false',
    visible: 'false',
    ...(row.expectedAction ? { correctFeedback: row.expectedAction } : {}),
    ...(row.reference ? { reference: row.reference } : {}),
    ...(row.addressees ? { addressees: row.addressees } : {}),
    ...(row.notes ? { notes: row.notes } : {}),
  };
}

/** A body whose escaped text passes the content bound is cut whole characters at a time. */
function cutHtml(content: string): string {
  let end: number = TEXT_LIMITS.content;
  // Never cut inside an entity ('&amp;') or a '<br>'.
  const lastAmp = content.lastIndexOf('&', end);
  const lastLt = content.lastIndexOf('<', end);
  const open = Math.max(lastAmp, lastLt);
  if (open > end - 6) end = open;
  return content.slice(0, end);
}
