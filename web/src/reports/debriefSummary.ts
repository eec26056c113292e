import { passCounts, type PlayerStatus, type ReportData } from '@dojo/protocol';
import { questionStats } from './analytics';
import { answerRows } from './reportRows';

/** The debrief's summary (docs/reports.md, "The debrief PDF"): what page 1 says first. */
export interface DebriefSummary {
  participants: number;
  completion: Record<PlayerStatus, number> | null;
  /** Completed runs (those with a pass verdict), and how many of them passed. */
  scored: number;
  passed: number;
  /** Up to three questions with the lowest share of correct answers. */
  hardest: { subject: string; shareCorrect: number; answers: number }[];
}

export const HARDEST_SHOWN = 3;

export function debriefSummary(report: ReportData): DebriefSummary {
  const { judged, passed } = passCounts(report.scores);
  const hardest = questionStats(report.questions, answerRows(report))
    .filter((entry) => entry.answers > 0 && entry.shareCorrect !== null)
    .slice(0, HARDEST_SHOWN)
    .map((entry) => ({
      subject: entry.question.subject,
      shareCorrect: entry.shareCorrect ?? 0,
      answers: entry.answers,
    }));
  return {
    participants: Object.keys(report.participants).length,
    completion: report.completion ?? null,
    scored: judged,
    passed,
    hardest,
  };
}

/** '67 %', or '—' when no one could be scored yet. */
export function passRate(summary: Pick<DebriefSummary, 'scored' | 'passed'>): string {
  return summary.scored === 0 ? '—' : `${Math.round((summary.passed / summary.scored) * 100)} %`;
}

/** '26 November 2026' for a 'yyyy-mm-dd' date; the text itself when it is not one. */
export function longDate(date: string | undefined): string {
  if (!date) return '—';
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(date);
  if (!match) return date;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
