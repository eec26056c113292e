import { DEFAULT_TIME_SETTING, LANGUAGE_NAMES, scaledSeconds } from '../player/adaptationValues';
import type { Language, TimeSetting } from '../player/adaptations';
import type { PlayerScore, ReportData, ReportQuestion } from '../portal/reports';
import type { PlayerResult } from './status';
import { timelinessVerdict, type TimelinessVerdict } from './timeliness';

/*
 * A report's answers as rows: the one reading the report screens, the debrief CSV and the
 * evidence download share (docs/reports.md), so a screen and an export never disagree.
 */

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
