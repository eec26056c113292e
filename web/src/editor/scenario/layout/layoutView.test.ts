import { describe, expect, it } from 'vitest';
import {
  centredOn,
  fitScale,
  linePath,
  mountedPart,
  overlaps,
  samePart,
  wholeScale,
} from './layoutView';

describe('the layout view', () => {
  it('fits a drawing by its width, never past 100% nor below the readable 50%', () => {
    expect(fitScale({ width: 2_000, height: 600 }, { width: 1400, height: 600 })).toBeCloseTo(0.7);
    expect(fitScale({ width: 57_000, height: 600 }, { width: 1140, height: 600 })).toBe(0.5);
    expect(wholeScale({ width: 57_000, height: 600 }, { width: 1140, height: 600 })).toBeCloseTo(
      0.02,
    );
    expect(fitScale({ width: 500, height: 300 }, { width: 1200, height: 600 })).toBe(1);
  });

  it('scrolls so the event is in the middle of the view, at the scale shown', () => {
    const rect = { x: 3000, y: 400, width: 272, height: 232 };
    expect(centredOn(rect, 0.5, { width: 1000, height: 500 })).toEqual({
      left: 3136 * 0.5 - 500,
      top: 516 * 0.5 - 250,
    });
    expect(centredOn({ ...rect, x: 0, y: 0 }, 1, { width: 1000, height: 500 })).toEqual({
      left: 0,
      top: 0,
    });
  });

  it('draws a routed line with rounded corners, ending on its last point', () => {
    const path = linePath([
      { x: 0, y: 10 },
      { x: 20, y: 10 },
      { x: 20, y: 50 },
      { x: 40, y: 50 },
    ]);
    expect(path).toBe('M 0 10 L 14 10 Q 20 10 20 16 L 20 44 Q 20 50 26 50 L 40 50');
  });
});

describe('the mounted part of a long layout', () => {
  it('covers the view and half a view more on each side, in whole steps', () => {
    const part = mountedPart({ left: 3000, top: 0 }, 1, { width: 1000, height: 600 });
    expect(part.x).toBeLessThanOrEqual(2500);
    expect(part.x + part.width).toBeGreaterThanOrEqual(4500);
    expect(part.x % 600).toBe(0);
  });

  it('does not move for a small scroll', () => {
    const view = { width: 1000, height: 600 };
    expect(
      samePart(
        mountedPart({ left: 3000, top: 100 }, 1, view),
        mountedPart({ left: 3010, top: 110 }, 1, view),
      ),
    ).toBe(true);
  });

  it('at a small scale covers more of the drawing', () => {
    const part = mountedPart({ left: 0, top: 0 }, 0.05, { width: 1000, height: 600 });
    expect(overlaps(part, { x: 29_000, y: 0, width: 272, height: 232 })).toBe(true);
  });
});
