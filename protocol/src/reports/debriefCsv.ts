import { DEFAULT_TIME_SETTING, languageName } from '../player/adaptationValues';
import { TIME_SETTING_LABEL } from '../player/timeMessages';
import type { ReportData } from '../portal/reports';
import { answerRows, resultOfScore, teamLabel } from './answerRows';
import { PLAYER_STATUS_LABEL } from './status';
import { TIMELINESS_LABEL } from './timeliness';

export const CSV_COLUMNS = [
  'section',
  'player',
  'team',
  'status',
  'question',
  'answer',
  'mark',
  'seconds',
  'timeliness',
  'score',
  'total',
  'passed',
  'text',
  /** The player's time setting (docs/extra-time.md): a response's when it showed to them. */
  'time',
  /** The player's language (docs/languages.md), on their score line: `languageName`. */
  'language',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Line = Partial<Record<Column, string | number | boolean>>;

/** Quotes a cell (RFC 4180) and defuses spreadsheet formulas (a leading = + - @). */
export function csvCell(value: string | number | boolean | undefined): string {
  if (value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The debrief pack's CSV: one table with a `section` column (score, response, incident log),
 * names as the report shows them (aliases when anonymised).
 */
export function debriefCsv(report: ReportData, name: (player: string) => string): string {
  const lines: Line[] = [];
  // The one status and result (docs/reports.md): no score before a player plays, and
  // `passed` only for a completed run, so a debrief never counts a non-player as a pass.
  for (const score of report.scores) {
    const result = resultOfScore(score);
    lines.push({
      section: 'score',
      player: name(score.user),
      team: teamLabel(score.team),
      status: PLAYER_STATUS_LABEL[score.status],
      score: result?.score,
      total: result?.totalQuestions,
      passed: score.status === 'completed' ? result?.passed : undefined,
      time: TIME_SETTING_LABEL[score.timeSetting ?? DEFAULT_TIME_SETTING],
      language: languageName(score.language),
    });
  }
  for (const row of answerRows(report))
    lines.push({
      section: 'response',
      player: name(row.player),
      team: row.team,
      question: row.question.subject,
      answer: row.text,
      mark: row.mark,
      seconds: row.seconds,
      timeliness: TIMELINESS_LABEL[row.timeliness],
      time: TIME_SETTING_LABEL[row.timeSetting],
    });
  for (const log of report.incidentLogs)
    lines.push({ section: 'incident log', player: name(log.user), text: log.text });
  const header = CSV_COLUMNS.join(',');
  const body = lines.map((line) => CSV_COLUMNS.map((column) => csvCell(line[column])).join(','));
  return [header, ...body].join('\r\n') + '\r\n';
}
