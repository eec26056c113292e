import {
  inferResponseType,
  isFlagSet,
  type EventAnswer,
  type EventType,
  type ResponseType,
  type ScenarioEvent,
} from '@dojo/protocol';

/** The channel an event arrives on; old scenarios store '' for Email. */
export function eventKind(event: ScenarioEvent): EventType {
  return event.type || 'Email';
}

export function isRead(event: ScenarioEvent): boolean {
  return isFlagSet(event.read);
}

/** How the event is answered; 'none' means it only informs. */
export function responseKind(event: ScenarioEvent): ResponseType {
  return event.responseType ?? inferResponseType(event.options);
}

function isEmptyAnswer(answer: EventAnswer | undefined): boolean {
  if (answer === undefined) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  if (Array.isArray(answer)) return answer.length === 0;
  return Object.keys(answer).length === 0;
}

/** Answered by this player, or (a team question) by someone on their team. */
export function isAnswered(event: ScenarioEvent): boolean {
  return !isEmptyAnswer(event.response);
}

export interface UnreadCounts {
  inbox: number;
  social: number;
  news: number;
}

/** Unread events per tab; alerts count towards the inbox, where they are kept. */
export function unreadCounts(events: readonly ScenarioEvent[]): UnreadCounts {
  const counts: UnreadCounts = { inbox: 0, social: 0, news: 0 };
  for (const event of events) {
    if (isRead(event)) continue;
    const kind = eventKind(event);
    if (kind === 'Social') counts.social += 1;
    else if (kind === 'News') counts.news += 1;
    else counts.inbox += 1;
  }
  return counts;
}

/**
 * The alert that takes over the screen: the latest visible event, when it is an Alert the
 * player has not acknowledged yet (docs/player.md).
 */
export function pendingAlert(events: readonly ScenarioEvent[]): ScenarioEvent | null {
  const latest = events[events.length - 1];
  if (!latest || eventKind(latest) !== 'Alert' || isRead(latest)) return null;
  return latest;
}

/** The events of one tab, newest first (the server lists them oldest first). */
export function eventsOf(
  events: readonly ScenarioEvent[],
  tab: 'inbox' | 'social' | 'news',
): ScenarioEvent[] {
  const wanted = (event: ScenarioEvent) => {
    const kind = eventKind(event);
    if (tab === 'social') return kind === 'Social';
    if (tab === 'news') return kind === 'News';
    return kind === 'Email' || kind === 'Alert';
  };
  return events.filter(wanted).reverse();
}
