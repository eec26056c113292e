import type { ScenarioEvent } from '../event.entities';
import type { MediaKind } from '../media.entities';
import { eventLabel } from './publication';

/** A library file as the media check needs it: its name and the kind its bytes proved. */
export interface MediaEntry {
  name: string;
  kind: MediaKind;
}

const KIND_WORDS: Record<MediaKind, string> = {
  image: 'an image',
  video: 'a video',
  audio: 'an audio file',
};

/** The one wording of every media finding (docs/editor-rules.md, "Media on events"). */
export const EVENT_MEDIA_MESSAGES = {
  missing: (event: ScenarioEvent, name: string) =>
    `${eventLabel(event)} plays ${name}, which is not in the media library. Upload it under Upload Video/Audio or choose another file.`,
  notPlayable: (event: ScenarioEvent, name: string) =>
    `${eventLabel(event)} plays ${name}, which is an image: only video and audio files can be played.`,
  wrongKind: (event: ScenarioEvent, name: string, said: MediaKind, is: MediaKind) =>
    `${eventLabel(event)} plays ${name} as ${KIND_WORDS[said]}, but it is ${KIND_WORDS[is]}.`,
} as const;

/** Every media name the events play, once each. */
export function eventMediaNames(events: readonly ScenarioEvent[]): string[] {
  return [...new Set(events.flatMap((event) => (event.media ?? []).map((media) => media.name)))];
}

/**
 * Each event's media against the library: a file that is not there, an image, or a file
 * attached under the wrong kind. One line each, in the scenario's order; [] when all play.
 */
export function eventMediaFindings(
  events: readonly ScenarioEvent[],
  library: readonly MediaEntry[],
): string[] {
  const kinds = new Map(library.map((entry) => [entry.name, entry.kind]));
  return events.flatMap((event) =>
    (event.media ?? []).flatMap((media) => {
      const kind = kinds.get(media.name);
      if (!kind) return [EVENT_MEDIA_MESSAGES.missing(event, media.name)];
      if (kind === 'image') return [EVENT_MEDIA_MESSAGES.notPlayable(event, media.name)];
      if (kind !== media.kind) {
        return [EVENT_MEDIA_MESSAGES.wrongKind(event, media.name, media.kind, kind)];
      }
      return [];
    }),
  );
}
