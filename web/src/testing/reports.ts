import type { ReportData } from '@dojo/protocol';

/** A report as getResponses answers it: Q3 drill, no questions, no players unless given. */
export function makeReportData(changes: Partial<ReportData> = {}): ReportData {
  return {
    type: 'success',
    name: 'Q3 drill',
    scenario: 'Ransomware at Dawn',
    kind: 'Automated',
    questions: [],
    incidentLogs: [],
    participants: {},
    totalQuestions: 0,
    scores: [],
    ...changes,
  };
}
