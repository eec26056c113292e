import { GAME_MINUTES, PASS_MARK, ignoredOptionNexts, responseTypeOf } from '@dojo/protocol';
import type { IgnoredTarget } from '../engine';
import { eventAt, type BranchGraph } from '../layout/branches';
import type { PrePublishCheck } from './prePublish';

type Check = Omit<PrePublishCheck, 'issues'>;

/** What the lines need beyond the check's fields. */
export interface Findings {
  ignored: { from: string; target: IgnoredTarget }[];
  loopsWithExit: string[][];
}

/** The check's findings as lines for the editor, in the order an author fixes them. */
export function checkIssues(check: Check, graph: BranchGraph, findings: Findings): string[] {
  if (graph.nodes.length === 0) return ['The scenario has no events outside Preset and Noise.'];
  const subjects = new Map<string, string>();
  for (const node of [...graph.nodes].reverse()) {
    const event = eventAt(graph, node);
    subjects.set(event.id, event.subject?.trim() ?? '');
  }
  const name = (id: string) => {
    const subject = subjects.get(id);
    return subject ? `Event (${id}) ${subject}` : `Event (${id})`;
  };
  const lines: string[] = [];
  for (const id of check.unreachable) lines.push(`${name(id)} cannot be reached from the start.`);
  lines.push(...ignoredLines(findings.ignored, name));
  for (const node of graph.nodes) {
    const event = eventAt(graph, node);
    if (ignoredOptionNexts(event).length === 0) continue;
    lines.push(
      `${name(event.id)} is a ${responseTypeOf(event)} question, which does not branch on its options: their nexts are ignored.`,
    );
  }
  for (const loop of check.cyclesWithoutExit) {
    lines.push(`${loopName(loop, name)} with no way out: ${SHOWN_ONCE}, so the story stops there.`);
  }
  for (const loop of findings.loopsWithExit) {
    lines.push(`${loopName(loop, name)}: ${SHOWN_ONCE}, so a way back leads nowhere.`);
  }
  lines.push(...timeLines(check));
  lines.push(...scoreLines(check));
  return lines;
}

const SHOWN_ONCE = 'an event shows only once';

function loopName(loop: string[], name: (id: string) => string): string {
  if (loop.length === 1) return `${name(loop[0] ?? '')} leads back to itself`;
  return `Events ${loop.join(', ')} form a loop`;
}

function ignoredLines(ignored: Findings['ignored'], name: (id: string) => string): string[] {
  const lines = new Set<string>();
  for (const { from, target } of ignored) {
    const why =
      target.reason === 'scheduled'
        ? 'which shows at its own display time (displayAfter), so this next is ignored.'
        : 'which is not an event of the main sections.';
    lines.add(`${name(from)} leads to ${target.ref}, ${why}`);
  }
  return [...lines];
}

function timeLines(check: Check): string[] {
  const slot = `the ${GAME_MINUTES}-minute slot`;
  if (check.shortestPlayMs !== null && check.shortestPlayMs > check.slotMs) {
    return [
      `Even the shortest play time (${formatDuration(check.shortestPlayMs)}) runs past ${slot}.`,
    ];
  }
  if (check.longestPlayMs !== null && check.longestPlayMs > check.slotMs) {
    return [`The longest play time (${formatDuration(check.longestPlayMs)}) runs past ${slot}.`];
  }
  return [];
}

function scoreLines(check: Check): string[] {
  if (check.reachesPassMark || check.bestScore === null) return [];
  const mark = `${Math.round(PASS_MARK * 100)}% pass mark`;
  const best = Math.round(check.bestScore * 100);
  return [`The best achievable score is ${best}%, below the ${mark}.`];
}

/** '45 s', '26 min 35 s', '1 h 32 min'. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}
