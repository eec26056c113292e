import { describe, expect, it } from 'vitest';
import { planMsel, scaleTimeline, shiftSection, type ScenarioEvent } from '@dojo/protocol';
import { layoutTimeline } from './timeline';

/** A six-hour day as a French chronogram writes it: 81 injects, 09h00 to 15h00. */
function sixHourDay(): ScenarioEvent[] {
  const rows = [['horaire', 'type', 'Emetteur', 'stimuli', 'phase']];
  for (let i = 0; i < 81; i += 1) {
    const minutes = Math.round(i * 4.5);
    const time = `${9 + Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
    rows.push([time, 'Courriel', 'CERT-FR', `Stimulus ${i + 1}`, i < 40 ? 'Matin' : 'Après-midi']);
  }
  const plan = planMsel(
    rows.map((cells, index) => ({ number: index + 1, cells })),
    [],
    'Exercise Control',
  );
  expect(plan.problems).toEqual([]);
  return plan.events;
}

/** Each event's time on the layout timeline, in seconds, by id. */
const times = (events: readonly ScenarioEvent[]) =>
  new Map(layoutTimeline(events).cards.map((card) => [card.id, card.offsetSeconds]));

describe('timelines in bulk', () => {
  it('scales a six-hour day to 90 minutes keeping the order and the proportions', () => {
    const day = sixHourDay();
    const before = times(day);
    const after = times(scaleTimeline(day, 90 / 360));
    expect(before.get('81')).toBe(360 * 60);
    expect(after.get('81')).toBe(90 * 60);
    const ids = day.map((event) => event.id);
    const order = (map: Map<string, number | null>) =>
      [...ids].sort((a, b) => (map.get(a) ?? 0) - (map.get(b) ?? 0) || Number(a) - Number(b));
    expect(order(after)).toEqual(order(before));
    for (const id of ids) {
      expect(Math.abs((after.get(id) ?? 0) - (before.get(id) ?? 0) / 4)).toBeLessThanOrEqual(40);
    }
  });

  it('moves one section later and leaves the rest of the story where it was', () => {
    const day = sixHourDay();
    const before = times(day);
    const moved = times(shiftSection(day, 'Après-midi', 600));
    expect(moved.get('40')).toBe(before.get('40'));
    expect(moved.get('41')).toBe((before.get('41') ?? 0) + 600);
    expect(moved.get('81')).toBe((before.get('81') ?? 0) + 600);
    // Two minutes later, less than the four before the afternoon: the afternoon stays put.
    const first = times(shiftSection(day, 'Matin', 120));
    expect(first.get('1')).toBe(120);
    expect(first.get('40')).toBe((before.get('40') ?? 0) + 120);
    expect(first.get('41')).toBe(before.get('41'));
  });
});
