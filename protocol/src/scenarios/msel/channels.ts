import type { EventType } from '../event.entities';

const squashWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '');

/**
 * The words planners write for each channel (docs/msel.md), in English, French, German and
 * Spanish. A cell names a channel when it is one of these, or when one of its words is (the
 * first such word wins): 'SIEM alert', 'EDR alert', 'Appel téléphonique', 'Article de presse'.
 */
export const MSEL_CHANNEL_WORDS: Record<EventType, readonly string[]> = {
  Email: [
    'email',
    'e-mail',
    'mail',
    'inbox',
    'message',
    'letter',
    'memo',
    'courriel',
    'courrier',
    'messagerie',
    'lettre',
    'nachricht',
    'brief',
    'correo',
    'mensaje',
    'carta',
  ],
  Social: [
    'social',
    'social media',
    'twitter',
    'x',
    'tweet',
    'post',
    'feed',
    'linkedin',
    'facebook',
    'instagram',
    'mastodon',
    'bluesky',
    'reddit',
    'reseaux sociaux',
    'reseau social',
    'soziale medien',
    'redes sociales',
    'red social',
  ],
  News: [
    'news',
    'press',
    'article',
    'media',
    'newspaper',
    'tv',
    'radio',
    'broadcast',
    'newswire',
    'presse',
    'journal',
    'depeche',
    'afp',
    'reuters',
    'medias',
    'zeitung',
    'pressemitteilung',
    'nachrichten',
    'prensa',
    'noticia',
    'noticias',
    'periodico',
  ],
  Alert: [
    'alert',
    'alarm',
    'notification',
    'siem',
    'edr',
    'ids',
    'soc',
    'popup',
    'sms',
    'text message',
    'phone',
    'phone call',
    'call',
    'voicemail',
    'pager',
    'alerte',
    'appel',
    'telephone',
    'telephonique',
    'anruf',
    'telefon',
    'warnung',
    'llamada',
    'telefono',
    'alerta',
  ],
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
  const whole = WORDS.get(squashWord(cell));
  if (whole) return whole;
  for (const word of cell.split(/[\s,;:/()+&_.-]+/)) {
    const found = WORDS.get(squashWord(word));
    if (found) return found;
  }
  return undefined;
}

/** A channel cell as the per-sheet choices key it: the same word in any case or accent agrees. */
export const channelWordKey = (cell: string) => squashWord(cell).slice(0, 100);
