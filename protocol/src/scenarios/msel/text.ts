/**
 * Cells are plain text (docs/msel.md): an event's content is HTML for the player, so a body
 * cell is escaped and keeps its line breaks; '<b>' in a cell shows as typed, never as markup.
 * Export turns the content back into text.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * A cell's text as event content: '&', '<' and '>' escaped, line breaks kept as line breaks.
 * Content without markup is plain text: the player shows its line breaks (`safe-html-plain`)
 * and the editor's Content field reads as the cell did, with no '<br>' in it.
 */
export function textToHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => ESCAPES[char] ?? char).replace(/\r\n?/g, '\n');
}

/** One run of a rich-text cell, as a workbook keeps it. */
export interface MselRichRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** 'RRGGBB'; anything else is not a colour we keep. */
  color?: string;
}

/**
 * A rich-text cell as formatted content (docs/msel.md, "Text"): each run's text escaped, its
 * line breaks as <br>, bold as <strong>, italic as <em>, a colour as a span with that colour
 * (black, the default, adds nothing). Nothing else of the cell becomes markup.
 */
export function richTextHtml(runs: readonly MselRichRun[]): string {
  return runs
    .map((run) => {
      // eslint-disable-next-line no-control-regex
      const clean = run.text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
      let html = textToHtml(clean).replace(/\n/g, '<br>');
      if (html === '') return '';
      const color = run.color?.toUpperCase();
      if (color && /^[0-9A-F]{6}$/.test(color) && color !== '000000')
        html = `<span style="color: #${color}">${html}</span>`;
      if (run.italic) html = `<em>${html}</em>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      return html;
    })
    .join('')
    .replace(/^(<br>)+|(<br>)+$/g, '');
}

/**
 * Formatted content as the runs of a rich-text cell (the XLSX export, so a round trip keeps
 * bold, italic and colour): <strong>/<b>, <em>/<i> and a span's `color: #RRGGBB` mark the
 * text inside them, <br> and block ends are line breaks, other tags go. Undefined when
 * nothing is marked (the cell is then written as its text).
 */
export function htmlToRichRuns(html: string): MselRichRun[] | undefined {
  const runs: MselRichRun[] = [];
  const open: { tag: string; bold?: boolean; italic?: boolean; color?: string }[] = [];
  let marked = false;
  const push = (text: string) => {
    if (text === '') return;
    const run: MselRichRun = { text };
    for (const mark of open) {
      if (mark.bold) run.bold = true;
      if (mark.italic) run.italic = true;
      if (mark.color) run.color = mark.color;
    }
    if (run.bold || run.italic || run.color) marked = true;
    runs.push(run);
  };
  for (const part of html.split(/(<[^>]*>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)([^>]*)>$/i.exec(part);
    if (!tag) {
      push(htmlToText(part));
      continue;
    }
    const [, closing, rawName = '', attributes = ''] = tag;
    const name = rawName.toLowerCase();
    if (name === 'br') push('\n');
    else if (closing) {
      if (/^(p|div|li|h\d)$/.test(name)) push('\n');
      const at = open.map((mark) => mark.tag).lastIndexOf(name);
      if (at >= 0) open.splice(at);
    } else if (name === 'strong' || name === 'b') open.push({ tag: name, bold: true });
    else if (name === 'em' || name === 'i') open.push({ tag: name, italic: true });
    else if (name === 'span') {
      const color = /color:\s*#([0-9a-f]{6})/i.exec(attributes)?.[1]?.toUpperCase();
      open.push({ tag: name, ...(color ? { color } : {}) });
    }
  }
  while (runs.length > 0 && /^\n*$/.test(runs[runs.length - 1]?.text ?? '')) runs.pop();
  return marked ? runs : undefined;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: ' ',
  apos: "'",
};

/** Event content as a cell's text: breaks and paragraphs become line breaks, tags go. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>\s*/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\n+$/, '');
}

/**
 * Control characters a cell may carry (a NUL, a form feed) are dropped; tabs and line breaks
 * stay. Leading and trailing spaces go.
 */
export function cleanCell(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}

/**
 * A cell an export writes: text that a spreadsheet would run as a formula ('=', '+', '-', '@'
 * first, or a tab or return) is led by an apostrophe, so opening the export runs nothing.
 * Import drops that apostrophe again.
 */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The text of a cell an export made safe (`safeCell`), as it was. */
export function unsafeCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** One CSV line (RFC 4180): a field with a comma, quote or line break is quoted. */
export function csvLine(cells: readonly string[]): string {
  return cells
    .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
    .join(',');
}
