import {
  DEFAULT_TIME_SETTING,
  LANGUAGE_NAMES,
  scaledSeconds,
  timelinessVerdict,
  type Language,
  type TimeSetting,
  type PlayerResult,
  type PlayerScore,
  type ReportData,
  type ReportQuestion,
  type TimelinessVerdict,
} from '@dojo/protocol';

/** One answer as the views list it: who, their team, the answer, seconds and timeliness. */
export interface AnswerRow {
  question: ReportQuestion;
  player: string;
  team: string;
  text: string;
  mark: 'correct' | 'wrong' | 'neutral';
  seconds: number;
  /**
   * The one verdict (protocol's `timelinessVerdict`), as the graph, table, PDF and CSV show it,
   * against the answering player's own limit (docs/extra-time.md).
   */
  timeliness: TimelinessVerdict;
  /** The player's time setting when the question showed to them. */
  timeSetting: TimeSetting;
  /** The question's limit for that player (`scaledSeconds`); null: no limit. */
  limitSeconds: number | null;
  /** The options the answer chose, in its order (checkbox, reorder, single choice). */
  items: readonly string[];
  /** The language the player played in, and the answer as they saw it in a translation. */
  language?: Language;
  seen?: string;
}

/** A report score as the one result shape the status labels read (`scoreText`, `passLabel`). */
export function resultOfScore(score: PlayerScore): PlayerResult | null {
  if (score.totalQuestions === undefined) return null;
  return {
    score: score.score ?? 0,
    totalQuestions: score.totalQuestions,
    ...(score.passed === undefined ? {} : { passed: score.passed }),
  };
}

export const NO_TEAM_LABEL = 'No team';

/**
 * One respondent as the Responses list names them: seconds taken, and for a player of a
 * translation their language and the answer as they read it (docs/translations.md).
 */
export function respondentLabel(row: AnswerRow, name: string): string {
  const seconds = `${Math.round(row.seconds)} s`;
  if (!row.language) return `${name} (${seconds})`;
  const language = LANGUAGE_NAMES[row.language];
  return row.seen === undefined
    ? `${name} (${seconds}, ${language})`
    : `${name} (${seconds}, ${language}: “${row.seen}”)`;
}

/** A participant's team as a label. */
export function teamLabel(team: string | number | undefined): string {
  if (team === undefined || team === -1 || team === '-1' || team === '') return NO_TEAM_LABEL;
  return String(team);
}

/** A question's limit as it applied to a player with `setting`; null without one. */
export function playerLimit(limit: number | null, setting: TimeSetting): number | null {
  return limit === null || !(limit > 0) ? null : scaledSeconds(limit, setting);
}

/** Every answer of the report, flattened (the timeliness, analytics and CSV read these). */
export function answerRows(report: ReportData): AnswerRow[] {
  return report.questions.flatMap((question) =>
    question.responses.flatMap((response) =>
      response.respondents.map((respondent) => {
        const timeSetting = respondent.timeSetting ?? DEFAULT_TIME_SETTING;
        return {
          question,
          player: respondent.player,
          team: teamLabel(respondent.team ?? report.participants[respondent.player]),
          text: response.text,
          mark: response.mark ?? 'neutral',
          seconds: respondent.time,
          timeliness: timelinessVerdict(respondent.time, question.timeLimit, timeSetting),
          timeSetting,
          limitSeconds: playerLimit(question.timeLimit, timeSetting),
          items: response.items ?? [response.text],
          ...(respondent.language ? { language: respondent.language } : {}),
          ...(respondent.answer === undefined ? {} : { seen: respondent.answer }),
        };
      }),
    ),
  );
}

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
