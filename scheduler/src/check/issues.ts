import { GAME_MINUTES, PASS_MARK } from '@dojo/protocol';
import type { BranchGraph } from '../layout/branches';
import type { PrePublishCheck } from './prePublish';

/** The check's findings as lines for the editor, in the order an author fixes them. */
export function checkIssues(check: Omit<PrePublishCheck, 'issues'>, graph: BranchGraph): string[] {
  if (graph.events.length === 0) return ['The scenario has no events outside Preset and Noise.'];
  const name = (id: string) => {
    const subject = graph.byId.get(id)?.subject?.trim();
    return subject ? `Event (${id}) ${subject}` : `Event (${id})`;
  };
  const lines: string[] = [];
  for (const id of check.unreachable) lines.push(`${name(id)} cannot be reached from the start.`);
  for (const { from, next } of check.dangling) {
    lines.push(`${name(from)} leads to ${next}, which is not an event of the main sections.`);
  }
  for (const loop of check.cyclesWithoutExit) {
    lines.push(`Events ${loop.join(', ')} form a loop with no way out.`);
  }
  lines.push(...timeLines(check));
  lines.push(...scoreLines(check));
  return lines;
}

function timeLines(check: Omit<PrePublishCheck, 'issues'>): string[] {
  const slot = `the ${GAME_MINUTES}-minute slot`;
  if (check.shortestPlayMs === null) return ['No path from the start reaches an end.'];
  if (check.shortestPlayMs > check.slotMs) {
    return [
      `Even the shortest play time (${formatDuration(check.shortestPlayMs)}) runs past ${slot}.`,
    ];
  }
  if (check.longestPlayMs === null) {
    return [`A loop can repeat without end, so the play time can run past ${slot}.`];
  }
  if (check.longestPlayMs > check.slotMs) {
    return [`The longest play time (${formatDuration(check.longestPlayMs)}) runs past ${slot}.`];
  }
  return [];
}

function scoreLines(check: Omit<PrePublishCheck, 'issues'>): string[] {
  const mark = `${Math.round(PASS_MARK * 100)}% pass mark`;
  if (check.bestScore === null) {
    return [`No path has a question with a correct answer, so no player can reach the ${mark}.`];
  }
  if (check.reachesPassMark) return [];
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
