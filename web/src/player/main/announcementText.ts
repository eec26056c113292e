import type { ScenarioEvent } from '@dojo/protocol';
import { eventKind } from '../state/events';

/** The sentence announcing one new event. */
export function announcementFor(event: ScenarioEvent): string {
  const subject = event.subject?.trim() || 'no subject';
  const from = event.name ? ` from ${event.name}` : '';
  switch (eventKind(event)) {
    case 'Email':
      return `New e-mail${from}: ${subject}`;
    case 'Social':
      return `New social post${from}: ${subject}`;
    case 'News':
      return `New news article: ${subject}`;
    case 'Alert':
      return `Alert: ${subject}`;
  }
}
