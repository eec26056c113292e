import { describe, expect, it } from 'vitest';
import { timeLimitSeconds } from '@dojo/protocol';
import { TUTORIAL_EVENTS } from './tutorialScenario';
import { tutorialEventsFor, tutorialHref, tutorialTimeSetting } from './tutorialTime';

const t2 = (setting: Parameters<typeof tutorialEventsFor>[1]) =>
  tutorialEventsFor(TUTORIAL_EVENTS, setting).find((event) => event.id === 't2')!;

describe("the tutorial in the player's time", () => {
  it('reads the setting from its address, and ignores one it does not know', () => {
    expect(tutorialTimeSetting('?time=x1.5')).toBe('x1.5');
    expect(tutorialTimeSetting('?time=x9')).toBe('standard');
    expect(tutorialTimeSetting('')).toBe('standard');
    expect(tutorialHref('x2')).toBe('/exercise/tutorial?time=x2');
    expect(tutorialHref('standard')).toBe('/exercise/tutorial');
  });

  it("counts the timed step down from the player's own limit and says so", () => {
    expect(timeLimitSeconds(t2('x1.5'))).toBe(270);
    expect(t2('x1.5').content).toContain(
      'Your time: 1.5× time. You have 4:30 per timed question (minutes:seconds).',
    );
    expect(timeLimitSeconds(t2('standard'))).toBe(180);
    expect(t2('standard').content).toContain('You have 3:00 per timed question');
    expect(timeLimitSeconds(t2('untimed'))).toBeUndefined();
    expect(t2('untimed').content).toContain('You have no time limits');
  });
});
