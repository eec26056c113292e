import { mediaAddress } from '../../shared/pdf';

/** Where browsers read a media file of the library: GET /media/<name> (public, as players do). */
export function mediaUrl(name: string): string {
  return mediaAddress(name);
}
