import { mselChannel } from './channels';
import { MSEL_LIMITS } from './limits';

/**
 * What a column of an MSEL (master scenario events list) sheet holds, its role, and the header
 * names each role is known by in English, French, German and Spanish (docs/msel.md). Headers
 * are matched trimmed, in any case, without accents, ignoring spaces, dots, underscores and
 * dashes, so 'Réaction attendue', 'reaction_attendue' and 'REACTION-ATTENDUE' agree. This is
 * the one list of names: the server proposes a mapping with it and the editor shows it.
 */
export const MSEL_COLUMNS = {
  time: [
    'time',
    't+',
    'minute',
    'minutes',
    'min',
    'offset',
    'timing',
    'when',
    'clock',
    'hour',
    'horaire',
    'heure',
    'temps',
    'uhrzeit',
    'zeit',
    'zeitpunkt',
    'hora',
    'tiempo',
    'momento',
  ],
  reference: [
    '#',
    'no',
    'nr',
    'number',
    'ref',
    'reference',
    'id',
    'inject no',
    'inject number',
    'inject #',
    'inject id',
    'msel #',
    'serial',
    'n°',
    'numero',
    'num',
    'nummer',
    'lfd nr',
    'referenz',
    'referencia',
    'n.º',
    'nº',
  ],
  section: ['section', 'phase', 'stage', 'sequence', 'etape', 'abschnitt', 'fase', 'etapa'],
  from: [
    'from',
    'sender',
    'persona',
    'source',
    'author',
    'emetteur',
    'expediteur',
    'de',
    'absender',
    'von',
    'remitente',
    'emisor',
  ],
  organisation: [
    'organisation',
    'organization',
    'org',
    'company',
    'organisme',
    'entite',
    'unternehmen',
    'firma',
    'organisacion',
    'organizacion',
    'empresa',
    'entidad',
  ],
  to: [
    'to',
    'recipient',
    'recipients',
    'addressee',
    'addressees',
    'audience',
    'player',
    'players',
    'destinataire',
    'destinataires',
    'pour',
    'empfanger',
    'empfaenger',
    'an',
    'adressat',
    'destinatario',
    'destinatarios',
    'para',
  ],
  channel: [
    'channel',
    'type',
    'medium',
    'via',
    'method',
    'means',
    'mode',
    'delivery',
    'canal',
    'moyen',
    'vecteur',
    'support',
    'kanal',
    'art',
    'typ',
    'medio',
    'tipo',
  ],
  subject: [
    'subject',
    'title',
    'headline',
    'objet',
    'sujet',
    'titre',
    'betreff',
    'titel',
    'asunto',
    'titulo',
  ],
  body: [
    'body',
    'message',
    'inject',
    'content',
    'text',
    'description',
    'details',
    'stimuli',
    'stimulus',
    'contenu',
    'texte',
    'nachricht',
    'inhalt',
    'meldung',
    'mensaje',
    'contenido',
    'texto',
  ],
  expectedAction: [
    'expected action',
    'expected actions',
    'expected',
    'expected response',
    'expected outcome',
    'reaction attendue',
    'reactions attendues',
    'action attendue',
    'reponse attendue',
    'erwartete reaktion',
    'erwartete handlung',
    'erwartete massnahme',
    'erwartete maßnahme',
    'respuesta esperada',
    'accion esperada',
    'reaccion esperada',
  ],
  notes: [
    'notes',
    'note',
    'comment',
    'comments',
    'remarks',
    'deliverable',
    'deliverables',
    'controller notes',
    'commentaire',
    'commentaires',
    'remarque',
    'remarques',
    'livrable',
    'livrables',
    'kommentar',
    'bemerkung',
    'bemerkungen',
    'anmerkung',
    'ergebnis',
    'comentario',
    'comentarios',
    'observaciones',
    'entregable',
    'entregables',
  ],
} as const;

/** What becomes of a column: one of the roles above, or nothing (`ignore`). */
export const MSEL_ROLES = [...(Object.keys(MSEL_COLUMNS) as MselColumn[]), 'ignore'] as const;
export type MselColumn = keyof typeof MSEL_COLUMNS;
export type MselRole = MselColumn | 'ignore';

/** The roles a sheet must have for its rows to become events. */
export const MSEL_REQUIRED: readonly MselColumn[] = ['time', 'from', 'channel', 'body'];

/** Roles several columns may take (their cells are kept together); any other takes one. */
export const MSEL_MANY: readonly MselRole[] = ['notes', 'ignore'];

/** How the editor names each role, and what becomes of a column in it (docs/msel.md). */
export const MSEL_ROLE_LABELS: Record<MselRole, { label: string; fate: string }> = {
  time: { label: 'Time', fate: "the event's time" },
  reference: { label: 'Inject number', fate: "the event's reference" },
  section: { label: 'Section', fate: 'the section' },
  from: { label: 'From', fate: 'the sender (a persona)' },
  organisation: { label: 'Organisation', fate: "the sender's organisation" },
  to: { label: 'To', fate: "the event's addressees" },
  channel: { label: 'Channel', fate: 'the channel (email, social, news, alert)' },
  subject: { label: 'Subject', fate: 'the subject' },
  body: { label: 'Body', fate: 'the message' },
  expectedAction: { label: 'Expected action', fate: 'the expected action (correct feedback)' },
  notes: { label: 'Author notes', fate: 'author notes kept with the event' },
  ignore: { label: 'Dropped', fate: 'dropped: not imported' },
};

/**
 * The header row an export writes, in this order; import reads it back. Every column an import
 * keeps has one, so a round trip keeps every column.
 */
export const MSEL_EXPORT_HEADERS: readonly [MselColumn, string][] = [
  ['reference', '#'],
  ['time', 'Time'],
  ['from', 'From'],
  ['organisation', 'Organisation'],
  ['to', 'To'],
  ['channel', 'Channel'],
  ['subject', 'Subject'],
  ['body', 'Body'],
  ['expectedAction', 'Expected action'],
  ['notes', 'Notes'],
  ['section', 'Section'],
];

/** A header or word as compared: trimmed, lower case, no accents, no spaces or punctuation. */
export const squash = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '');

const NAMES = new Map<string, MselColumn>();
for (const [column, names] of Object.entries(MSEL_COLUMNS) as [MselColumn, readonly string[]][]) {
  for (const name of names) if (!NAMES.has(squash(name))) NAMES.set(squash(name), column);
}

/** The role a header names, or undefined for a header we do not know. */
export function roleOfHeader(header: string): MselColumn | undefined {
  return NAMES.get(squash(header));
}

/** Where each known column sits in a header row (the first header that names it wins). */
export function matchColumns(header: readonly string[]): Partial<Record<MselColumn, number>> {
  const found: Partial<Record<MselColumn, number>> = {};
  proposeRoles(header, []).forEach((role, index) => {
    if (role !== 'ignore' && found[role] === undefined) found[role] = index;
  });
  return found;
}

/**
 * The role proposed for each column of a header row: a known name gives its role (the first
 * column naming a role takes it; a later one is dropped, except notes, which gather); a column
 * with an unknown header and some text below it is kept as author notes, so nothing of the
 * sheet is lost unless the author drops it; an empty column is dropped. When no column names
 * a channel but a To column holds channel words (email, news...), To is the channel, as older
 * sheets write it.
 */
export function proposeRoles(
  header: readonly string[],
  data: readonly (readonly string[])[],
): MselRole[] {
  const width = Math.min(
    MSEL_LIMITS.columns,
    Math.max(header.length, ...data.map((cells) => cells.length)),
  );
  const taken = new Set<MselRole>();
  const roles: MselRole[] = [];
  for (let index = 0; index < width; index += 1) {
    const known = roleOfHeader(header[index] ?? '');
    const filled = data.some((cells) => (cells[index] ?? '').trim() !== '');
    let role: MselRole = known ?? (filled ? 'notes' : 'ignore');
    if (taken.has(role) && !MSEL_MANY.includes(role)) role = 'ignore';
    taken.add(role);
    roles.push(role);
  }
  const to = roles.indexOf('to');
  if (!taken.has('channel') && to >= 0) {
    const words = data.map((cells) => (cells[to] ?? '').trim()).filter(Boolean);
    if (words.length > 0 && words.filter((word) => mselChannel(word)).length * 2 > words.length)
      roles[to] = 'channel';
  }
  return roles;
}

/** How many of the needed roles a header row names: the header is the row naming the most. */
function score(cells: readonly string[]): number {
  const roles = new Set(cells.map(roleOfHeader).filter(Boolean));
  const needed = MSEL_REQUIRED.filter((role) => roles.has(role)).length;
  return needed * 10 + roles.size;
}

/** Rows looked at for the header: a title block above it is rarely longer. */
export const MSEL_HEADER_SEARCH = 20;

/**
 * The header row of a sheet: among its first filled rows, the one naming the most needed
 * roles (then the most known ones); rows above it are a title block. Undefined when no row
 * names two known columns.
 */
export function findHeaderRow<R extends { cells: readonly string[] }>(
  filled: readonly R[],
): R | undefined {
  let best: R | undefined;
  let bestScore = 0;
  for (const row of filled.slice(0, MSEL_HEADER_SEARCH)) {
    const rowScore = score(row.cells);
    const names = new Set(row.cells.map(roleOfHeader).filter(Boolean)).size;
    if (names >= 2 && rowScore > bestScore) {
      best = row;
      bestScore = rowScore;
    }
  }
  return best;
}

/** The same headers, compared as import compares them: a saved mapping is offered for them. */
export function headerSignature(header: readonly string[]): string {
  const cells = header.map(squash);
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells.join('|');
}
