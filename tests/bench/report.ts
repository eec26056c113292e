/**
 * docs/performance.md, one section per bench module. A module returns a {@link Section}
 * (its heading, its text and its targets); `writeReport` puts the header, every section of
 * this run, and keeps from the previous file every section this run did not write (a module
 * left out with BENCH_ONLY, or text written by hand such as the unit test run time).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { round } from './stats';

export interface Target {
  what: string;
  /** The limit as written in the issue, e.g. `≤ 1.3×`; `(for reference)` for context rows. */
  limit: string;
  measured: string;
  /** Null: shown for context, not a target of its own. */
  met: boolean | null;
}

export interface Section {
  /** The `## ` heading, without the hashes; stable, so a later run replaces the section. */
  heading: string;
  /** Markdown under the heading (method, tables, findings). */
  body: string;
  targets: Target[];
}

export const fmt = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? '–' : String(round(value, digits));

/** The machine's 1-minute load average, the figure every section states with its numbers. */
export function machineLoad(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
}

export function targetTable(targets: readonly Target[]): string {
  if (targets.length === 0) return '';
  const rows = targets.map((t) => {
    const verdict = t.met === null ? '–' : t.met ? 'met' : '**missed**';
    return `| ${t.what} | ${t.limit} | ${t.measured} | ${verdict} |`;
  });
  return ['| target | limit | measured | |', '|---|---|---|---|', ...rows].join('\n');
}

/** One line per target of this run, for the console: `met  what: measured (limit)`. */
export function summaryLines(sections: readonly Section[]): string[] {
  return sections.flatMap((section) =>
    section.targets
      .filter((t) => t.met !== null)
      .map((t) => `${t.met ? 'met   ' : 'MISSED'}  ${t.what}: ${t.measured} (${t.limit})`),
  );
}

/** Headings earlier versions of the bench wrote; a run never keeps them. */
const RETIRED = [
  'Method',
  'Results (milliseconds)',
  'Targets (issue 4)',
  'Where the time goes (profiled with BENCH_CPU_PROF=<dir>)',
];

function oldSections(file: string): { heading: string; text: string }[] {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return old
    .split(/\n(?=## )/)
    .filter((part) => part.startsWith('## '))
    .map((text) => ({ heading: text.slice(3, text.indexOf('\n')).trim(), text: text.trimEnd() }));
}

function render(section: Section): string {
  const targets = targetTable(section.targets);
  return [`## ${section.heading}`, '', section.body.trim(), ...(targets ? ['', targets] : [])].join(
    '\n',
  );
}

/** Where `npm run bench` writes (tests pass a file of their own). */
export const REPORT_FILE = path.resolve(import.meta.dirname, '../../docs/performance.md');

export async function writeReport(
  sections: readonly Section[],
  order: readonly string[],
  file = REPORT_FILE,
): Promise<string> {
  const written = new Map(sections.map((section) => [section.heading, render(section)]));
  const kept = oldSections(file).filter(
    (old) => !written.has(old.heading) && !RETIRED.includes(old.heading),
  );
  const keptByHeading = new Map(kept.map((old) => [old.heading, old.text]));
  // The bench's own sections in module order (fresh or kept), then everything else kept.
  const ordered = order
    .map((heading) => written.get(heading) ?? keptByHeading.get(heading))
    .filter((text): text is string => text !== undefined);
  const rest = kept.filter((old) => !order.includes(old.heading)).map((old) => old.text);
  const text = `# Performance

Written by \`npm run bench\` (tests/bench/): ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}),
${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Each section says when it was measured and the
machine's load average (1 / 5 / 15 min) at the time: the machine is shared, so absolute numbers
are noisy and the targets that matter compare two paths measured in the same run.
\`BENCH_ONLY=<module,...>\` runs some sections alone (the others are kept as they were); the
modules are listed in tests/bench/run.ts. The bench checks what its modules need before the
first one starts (Chromium, the build, open files, a loopback port: tests/bench/preflight.ts),
writes each section as soon as its module ends, and prints one line per target at the end.

${[...ordered, ...rest].join('\n\n')}
`;
  // Formatted as the repository formats markdown, so the file passes `prettier --check`.
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  return file;
}
