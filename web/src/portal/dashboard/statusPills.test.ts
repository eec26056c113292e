import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYER_STATUSES, type PlayerStatus } from '@dojo/protocol';
import { closePairs, contrastRatio } from '../../testing/colourVision';
import { PLAYER_STATUS_COLOURS } from '../../reports/statusColours';

/** One look for one state (issue 37.6): the portal's status pills read from the CSS itself. */
const web = join(import.meta.dirname, '..', '..');
const tokens = readFileSync(join(web, 'shared/styles/tokens.css'), 'utf8');
const dashboard = readFileSync(join(web, 'portal/dashboard/dashboard.css'), 'utf8');

/** A token's colour, following var() to the hex value. */
function token(name: string): string {
  if (!name) return '';
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim() ?? '';
  const alias = /^var\((--[\w-]+)\)$/.exec(value);
  return alias ? token(alias[1] ?? '') : value;
}

/** The background a `.dashboard-status-{status}` pill is drawn with. */
function pill(status: PlayerStatus): string {
  const rules = dashboard.matchAll(
    new RegExp(`\\.dashboard-status-${status}\\s*\\{([^}]*)\\}`, 'g'),
  );
  const backgrounds = [...rules].flatMap(
    (rule) => /background:\s*var\((--[\w-]+)\)/.exec(rule[1] ?? '')?.[1] ?? [],
  );
  expect(backgrounds, `one background for ${status}`).toHaveLength(1);
  return token(backgrounds[0] ?? '');
}

describe('portal status pills', () => {
  const pills = Object.fromEntries(PLAYER_STATUSES.map((status) => [status, pill(status)]));

  it("are the charts' colours, one per status", () => {
    expect(pills).toEqual(PLAYER_STATUS_COLOURS);
  });

  it('stay apart for protan, deutan and tritan vision (Opened is not Completed)', () => {
    expect(closePairs(pills, 20)).toEqual([]);
  });

  it('carry their dark text at 4.5:1', () => {
    const dark = token('--color-bg-deep');
    const faint = PLAYER_STATUSES.filter(
      (status) => contrastRatio(pills[status] ?? '', dark) < 4.5,
    );
    expect(faint).toEqual([]);
  });
});
