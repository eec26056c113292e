import { z } from 'zod';

/*
 * Its own module: the player's first load needs only this from mail (the link look-up's
 * answer and its message), so the invitation and outbox entities stay out of the player's bundle.
 */

/** The answer to an exercise link opened before the order's date: the page says when. */
export const NotStartedExercise = z.object({
  type: z.literal('failed'),
  data: z.literal('notStarted'),
  /** The order's date, 'year-month-day'. */
  startsOn: z.string().max(10),
});
export type NotStartedExercise = z.infer<typeof NotStartedExercise>;

/** What an exercise link shows before the order's date. */
export function startsOnMessage(date: string): string {
  return `This exercise starts on ${date}`;
}
