import { personaPictureName, scenarioCalls, type Status } from '@dojo/protocol';
import { callUpload, errorMessage } from '../../shared/api';
import { NOT_AN_IMAGE } from '../media/uploadChecks';

/** Profile pictures are stored square, at most this many pixels a side. */
export const PROFILE_PICTURE_PX = 256;

/** The square to cut from a picture of the given size: its centre, as large as fits. */
export function centreSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, side };
}

/** A message when the chosen file cannot be a profile picture; null when it can (or none). */
export function checkPicture(file: File | null): string | null {
  return file && !file.type.startsWith('image/') ? NOT_AN_IMAGE : null;
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new Error(NOT_AN_IMAGE);
  }
}

/**
 * The picture as the PNG its name promises ('{name}.png', docs/editor-ui.md): the centre square,
 * scaled down to {@link PROFILE_PICTURE_PX}, so every avatar is light and the same shape.
 */
export async function toProfilePng(file: Blob): Promise<Blob> {
  const bitmap = await decode(file);
  const { x, y, side } = centreSquare(bitmap.width, bitmap.height);
  const size = Math.max(1, Math.min(PROFILE_PICTURE_PX, side));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(NOT_AN_IMAGE);
  context.drawImage(bitmap, x, y, side, side, 0, 0, size, size);
  bitmap.close();
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) throw new Error(NOT_AN_IMAGE);
  return png;
}

/** Uploads a persona's profile picture under its stored name (docs/editor-ui.md). */
export async function uploadProfilePicture(token: string, personaName: string, file: File) {
  const png = await toProfilePng(file);
  const imageName = personaPictureName(personaName.trim());
  const named = new File([png], imageName, { type: 'image/png' });
  return callUpload(
    scenarioCalls.uploadImage,
    { chosenOption: 'Profile Picture', imageName, token },
    named,
  );
}

/**
 * After a persona is saved: uploads its new picture, if one was chosen, and words the outcome.
 * The persona stays saved when the upload fails; the message says what did not happen.
 */
export async function finishWithPicture(
  saved: Status,
  picture: File | null,
  upload: (picture: File) => Promise<Status>,
  pictureName: string,
): Promise<{ kind: Status['type']; message: string; uploaded: boolean }> {
  if (!picture) return { kind: saved.type, message: saved.data, uploaded: false };
  try {
    const uploaded = await upload(picture);
    const message =
      uploaded.type === 'success'
        ? `${saved.data} Profile picture saved as ${pictureName}.`
        : `${saved.data} ${uploaded.data}`;
    return { kind: uploaded.type, message, uploaded: uploaded.type === 'success' };
  } catch (error) {
    const reason = errorMessage(error);
    return {
      kind: 'failed',
      message: `${saved.data} The profile picture was not uploaded: ${reason}`,
      uploaded: false,
    };
  }
}
