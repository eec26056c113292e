import type { EventType } from '../event.entities';

const squashWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '');

/** The words planners write for each channel (docs/msel.md). */
export const MSEL_CHANNEL_WORDS: Record<EventType, readonly string[]> = {
  Email: ['email', 'e-mail', 'mail', 'inbox'],
  Social: ['social', 'social media', 'twitter', 'x', 'tweet', 'post', 'feed'],
  News: ['news', 'press', 'article', 'media', 'newspaper'],
  Alert: ['alert', 'alarm', 'notification', 'siem', 'popup', 'sms', 'phone'],
};

const WORDS = new Map<string, EventType>();
for (const [channel, words] of Object.entries(MSEL_CHANNEL_WORDS) as [
  EventType,
  readonly string[],
][]) {
  for (const word of words) WORDS.set(squashWord(word), channel);
}

/** The event channel a Channel cell names, or undefined for one we do not know. */
export function mselChannel(cell: string): EventType | undefined {
  return WORDS.get(squashWord(cell));
}
