/** Success messages fade: 0.01 opacity every 500 ms until 0.1, then they clear. */
export const FADE = { step: 0.01, everyMs: 500, floor: 0.1 } as const;

/** The opacity after `ticks` fade steps, or null once it reached the floor (cleared). */
export function fadedOpacity(ticks: number): number | null {
  const opacity = Math.round((1 - ticks * FADE.step) * 100) / 100;
  return opacity <= FADE.floor ? null : opacity;
}
