import { z } from 'zod';
import { NameText, SubjectText, TEXT_LIMITS } from '../core/bounds';

/** What an uploaded file is, decided by its bytes on upload (docs/media.md). */
export const MediaKind = z.enum(['image', 'video', 'audio']);
export type MediaKind = z.infer<typeof MediaKind>;

/** The kinds an event plays (docs/editor-rules.md, "Media on events"); images stay image/image2. */
export const EventMediaKind = z.enum(['video', 'audio']);
export type EventMediaKind = z.infer<typeof EventMediaKind>;

/** The most video or audio files one event plays. */
export const EVENT_MEDIA_MAX = 3;

/**
 * A generated media name, the file's address under /media/ ('board-room-k3j9x0ab2c.mp4'):
 * letters, digits, dots, dashes and underscores, never a path.
 */
export const MediaName = z
  .string()
  .min(1, 'Choose a media file.')
  .max(TEXT_LIMITS.name, `A media name can be at most ${TEXT_LIMITS.name} characters long.`)
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
    'A media name holds only letters, digits, dots, dashes and underscores.',
  );

/** One video or audio file an event plays, by its media name and kind. */
export const EventMedia = z.object({ name: MediaName, kind: EventMediaKind });
export type EventMedia = z.infer<typeof EventMedia>;

export const EventMediaList = z
  .array(EventMedia)
  .max(EVENT_MEDIA_MAX, `An event plays at most ${EVENT_MEDIA_MAX} video or audio files.`);

/** The most files one media library listing carries. */
export const MEDIA_LIBRARY_MAX = 20_000;

/** One file of the media library as the editor's pickers list it (ours, additive). */
export const MediaItem = z.object({
  name: MediaName,
  /** The name the author typed on upload (else the file's own name). */
  displayName: NameText,
  kind: MediaKind,
  contentType: SubjectText,
  size: z.number().int().nonnegative(),
  uploadedAt: SubjectText,
  /**
   * Ours (additive): a profile picture's address, the persona's name without spaces + '.png'
   * (`personaPictureName`), so the editor asks for a persona's picture only when one exists.
   */
  alias: SubjectText.optional(),
});
export type MediaItem = z.infer<typeof MediaItem>;
