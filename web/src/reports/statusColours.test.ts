import { describe, expect, it } from 'vitest';
import { closePairs, contrastRatio } from '../testing/colourVision';
import { SESSION_COLOURS, STATUS_COLOURS } from '../admin/exercises/chartColours';
import { PLAYER_STATUS_COLOURS } from './statusColours';

/** The card the charts sit on (--color-navy-800) and the page (--color-navy-900). */
const SURFACES = ['#112640', '#0b1a2e'];
/** Far enough apart to tell at a glance, for typical and colour-blind vision alike. */
const APART = 20;

describe('status chart colours', () => {
  it.each([
    ['player status', PLAYER_STATUS_COLOURS],
    ['dashboard status', STATUS_COLOURS],
    ['session', SESSION_COLOURS],
  ])('keep every %s apart for protan, deutan and tritan vision too', (_name, palette) => {
    expect(closePairs(palette, APART)).toEqual([]);
  });

  it('read as text on the chart card and the page (the legend is coloured, 4.5:1)', () => {
    const all = { ...PLAYER_STATUS_COLOURS, ...STATUS_COLOURS, ...SESSION_COLOURS };
    const faint = Object.entries(all).flatMap(([name, colour]) =>
      SURFACES.filter((surface) => contrastRatio(colour, surface) < 4.5).map(
        (surface) => `${name} on ${surface}`,
      ),
    );
    expect(faint).toEqual([]);
  });
});
