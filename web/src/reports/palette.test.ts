import { describe, expect, it } from 'vitest';
import { BAR_CHART_COLOURS, PIE_CHART_COLOURS } from '@dojo/protocol';
import { BAR_COLOURS, PIE_COLOURS, barColour } from './palette';

describe('chart palettes', () => {
  it('has 6 bar colours that cycle and 17 distinct pie colours', () => {
    expect(BAR_COLOURS).toHaveLength(BAR_CHART_COLOURS);
    expect(new Set(PIE_COLOURS).size).toBe(PIE_CHART_COLOURS);
    expect(barColour(6)).toBe(barColour(0));
  });
});
