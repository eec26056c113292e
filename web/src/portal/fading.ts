import { SUCCESS_FADE } from '@dojo/protocol';

/** Success messages fade (protocol's rule: 0.01 opacity every 500 ms until 0.1), then clear. */
export const FADE = {
  step: SUCCESS_FADE.step,
  everyMs: SUCCESS_FADE.everyMs,
  floor: SUCCESS_FADE.until,
} as const;

/** The opacity after `ticks` fade steps, or null once it reached the floor (cleared). */
export function fadedOpacity(ticks: number): number | null {
  const opacity = Math.round((1 - ticks * FADE.step) * 100) / 100;
  return opacity <= FADE.floor ? null : opacity;
}
