import { teamLabel, type AnswerRow, type ReportData } from '@dojo/protocol';

// The rows themselves are the protocol's, shared with the server's evidence download.
export {
  answerRows,
  NO_TEAM_LABEL,
  playerLimit,
  respondentLabel,
  resultOfScore,
  teamLabel,
  type AnswerRow,
} from '@dojo/protocol';

/** What the report shows under the filter: some players, and questions with answers only. */
export interface ReportFilter {
  /** Text searched in player names (after anonymising) and question subjects. */
  search: string;
  /** A team label, or '' for every team. */
  team: string;
  /** Individual Data: one player only ('' for All Data). */
  player: string;
}

export const NO_FILTER: ReportFilter = { search: '', team: '', player: '' };

export function matchesFilter(
  row: Pick<AnswerRow, 'player' | 'team' | 'question'>,
  filter: ReportFilter,
  name: (player: string) => string,
): boolean {
  if (filter.player && row.player !== filter.player) return false;
  if (filter.team && row.team !== filter.team) return false;
  const search = filter.search.trim().toLowerCase();
  if (!search) return true;
  return (
    name(row.player).toLowerCase().includes(search) ||
    row.question.subject.toLowerCase().includes(search)
  );
}

/** The report's teams as labels, in first-seen order. */
export function teamsOf(report: ReportData): string[] {
  return [...new Set(Object.values(report.participants).map(teamLabel))];
}

/**
 * Which players the scores and logs show: those of the chosen team or player; a search that
 * names players narrows to them (one that names none is about questions and keeps them all).
 */
export function playerFilter(
  report: Pick<ReportData, 'participants'>,
  filter: ReportFilter,
  name: (player: string) => string,
): (player: string) => boolean {
  const search = filter.search.trim().toLowerCase();
  const named = (player: string) => name(player).toLowerCase().includes(search);
  const anyNamed = search !== '' && Object.keys(report.participants).some(named);
  return (player) =>
    (!filter.player || player === filter.player) &&
    (!filter.team || teamLabel(report.participants[player]) === filter.team) &&
    (!anyNamed || named(player));
}
