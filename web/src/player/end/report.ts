import type { ScenarioEvent } from '@dojo/protocol';
import { answerLines, feedbackFor } from '../respond/answers';

/** One answered question of the report step: what was asked, answered, and the author's word. */
export interface ReportEntry {
  id: string;
  subject: string;
  answer: string[];
  feedback: { kind: 'correct' | 'wrong'; text: string } | null;
}

/**
 * The report step after a '/1' ending (docs/player.md, "End of the run"): every question the
 * player answered, in inbox order, with the answer and the feedback the scenario gives for it.
 */
export function reportEntries(events: readonly ScenarioEvent[]): ReportEntry[] {
  return events.flatMap((event) =>
    event.response === undefined
      ? []
      : [
          {
            id: event.id,
            subject: event.subject?.trim() || event.name?.trim() || 'Question',
            answer: answerLines(event.response),
            feedback: feedbackFor(event),
          },
        ],
  );
}
