import type { ScenarioEvent } from '@dojo/protocol';
import { markAnswer } from '@dojo/scheduler';

function clock(ms: number | undefined): string {
  const seconds = Math.floor((ms ?? 0) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function answerText(response: ScenarioEvent['response']): string {
  if (response === undefined || response === null) return '';
  if (typeof response === 'string') return response;
  if (Array.isArray(response)) return response.join(' > ');
  return Object.entries(response)
    .map(([field, value]) => `${field}: ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('; ');
}

const MARK_LABEL = {
  correct: 'correct',
  wrong: 'wrong',
  neutral: 'not scored',
  unscored: 'not scored',
} as const;

/** The replayed inbox: newest first, as the player's list shows it, answers marked. */
export function ReplayInbox({ events }: { events: ScenarioEvent[] }) {
  if (events.length === 0)
    return <p className="report-empty">Nothing had arrived yet at this minute.</p>;
  const newestFirst = [...events].reverse();
  return (
    <ol className="replay-inbox" aria-label="Inbox at this minute">
      {newestFirst.map((event) => {
        const answered = event.response !== undefined && event.response !== null;
        const mark = answered ? markAnswer(event, event.response ?? undefined) : null;
        return (
          <li key={event.id} className={`replay-event${event.read ? '' : ' replay-unread'}`}>
            <p className="replay-meta">
              <span>{clock(event.displayAt)}</span> · <span>{event.type}</span>
              {!event.read && <span> · unread</span>}
            </p>
            <p className="replay-subject">
              <strong>{event.subject || event.name}</strong>
              {event.name && event.subject ? ` — ${event.name}` : ''}
            </p>
            {answered && (
              <p
                className={`replay-answer report-answer-${mark === 'correct' ? 'correct' : mark === 'wrong' ? 'wrong' : 'neutral'}`}
              >
                Answer: {answerText(event.response)} ({MARK_LABEL[mark ?? 'unscored']})
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
