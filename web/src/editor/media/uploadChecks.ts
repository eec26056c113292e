import { ImageType, UPLOAD_MESSAGES, messagesFor } from '@dojo/protocol';

/** Shown while an upload is in flight (docs/admin.md), as a warning. */
export const UPLOADING = 'Uploading...';

/** Shown when the author cancels an upload in flight (nothing is stored). */
export const UPLOAD_CANCELLED = 'Upload cancelled: nothing was stored.';

/** The server's words (it checks the bytes of a file; we check its type). */
export const {
  noImage: NO_IMAGE,
  noVideo: NO_VIDEO,
  notAnImage: NOT_AN_IMAGE,
  notAVideo: NOT_A_VIDEO,
} = UPLOAD_MESSAGES;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];
const VIDEO_TYPES = [
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/ogg',
  'video/ogg',
];

/** What the file inputs accept, so the browser's chooser offers the right files. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const VIDEO_ACCEPT = ['video/mp4', 'video/webm', 'audio/*'].join(',');

/** A browser that cannot tell a file's type leaves it empty: the server then decides. */
function refusedType(file: File, accepted: readonly string[]): boolean {
  return file.type !== '' && !accepted.includes(file.type);
}

/** Upload Image's checks (docs/editor-rules.md), in the order the form shows its fields. */
export function checkImageUpload(input: { chosenOption: string; file: File | null }) {
  const typeProblem = messagesFor(ImageType, input.chosenOption)[0];
  if (typeProblem) return typeProblem;
  if (!input.file || input.file.size === 0) return NO_IMAGE;
  return refusedType(input.file, IMAGE_TYPES) ? NOT_AN_IMAGE : null;
}

/** Upload Video/Audio's checks (docs/editor-rules.md). */
export function checkVideoUpload(input: { file: File | null }) {
  if (!input.file || input.file.size === 0) return NO_VIDEO;
  return refusedType(input.file, VIDEO_TYPES) ? NOT_A_VIDEO : null;
}
