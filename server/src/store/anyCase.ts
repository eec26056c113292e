/**
 * A condition matching exactly `text`, whatever its case (e-mail addresses are stored as
 * typed): both engines read `$regex` with `$options: 'i'` alike.
 */
export function anyCase(text: string): { $regex: string; $options: 'i' } {
  return { $regex: `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, $options: 'i' };
}
