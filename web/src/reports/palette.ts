import { BAR_CHART_COLOURS, PIE_CHART_COLOURS } from '@dojo/protocol';

/**
 * Chart colours, readable on the dark navy surface and in print. The bar chart cycles six,
 * the pie uses seventeen (the product's chart rule); the lengths are checked by a test.
 */
export const BAR_COLOURS: readonly string[] = [
  '#2dd4bf',
  '#fbbf24',
  '#f87171',
  '#60a5fa',
  '#a78bfa',
  '#34d399',
];

export const PIE_COLOURS: readonly string[] = [
  '#34d399',
  '#fbbf24',
  '#f87171',
  '#2dd4bf',
  '#60a5fa',
  '#a78bfa',
  '#f472b6',
  '#fb923c',
  '#a3e635',
  '#22d3ee',
  '#e879f9',
  '#facc15',
  '#4ade80',
  '#818cf8',
  '#fda4af',
  '#5eead4',
  '#cbd5e1',
];

/** The colour of the index-th series: bars cycle through six. */
export function barColour(index: number): string {
  return BAR_COLOURS[index % BAR_CHART_COLOURS] as string;
}

export function pieColour(index: number): string {
  return PIE_COLOURS[index % PIE_CHART_COLOURS] as string;
}
