import { describe, expect, it } from 'vitest';
import { allAreaSizes, PLAYER_JS_BUDGET } from './support/bundleSizes';

/** What each area downloads, read from the build's manifest (docs/ARCHITECTURE.md). */
describe('what the browser downloads', () => {
  const sizes = allAreaSizes();
  const player = sizes.find((size) => size.area === 'player')!;

  it("keeps the player's first load within 150 KB of gzipped JavaScript", () => {
    expect(player.jsGzipBytes).toBeGreaterThan(0);
    expect(player.jsGzipBytes).toBeLessThanOrEqual(PLAYER_JS_BUDGET);
  });

  it('leaves the charts, the rich text editor and drag and drop out of every first load', () => {
    for (const size of sizes) {
      const heavy = size.files.filter((file) =>
        /CategoricalChart|BarChart|PieChart|RichTextEditor|core\.esm/.test(file),
      );
      // The scenario editor sorts its events by dragging: drag and drop is its first screen.
      const allowed = size.area === 'editor' ? heavy.filter((f) => !f.includes('core.esm')) : heavy;
      expect(allowed, `${size.area} loads ${allowed.join(', ')}`).toEqual([]);
    }
  });

  it('gives the player none of the other areas', () => {
    expect(player.files.filter((file) => /Editor|Admin|Portal|Facilitator/.test(file))).toEqual([]);
  });
});
