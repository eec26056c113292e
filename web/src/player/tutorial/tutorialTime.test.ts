import { afterAll, describe, expect, it } from 'vitest';
import { timeLimitSeconds } from '@dojo/protocol';
import { t } from '../../shared/i18n';
import { speak } from '../../testing/i18n';
import { tutorialEvents } from './tutorialScenario';
import { tutorialEventsFor, tutorialHref, tutorialTimeSetting } from './tutorialTime';

const t2 = (setting: Parameters<typeof tutorialEventsFor>[1]) =>
  tutorialEventsFor(tutorialEvents(t), setting, t).find((event) => event.id === 't2')!;

afterAll(() => speak('en'));

describe("the tutorial in the player's time", () => {
  it('reads the setting from its address, and ignores one it does not know', () => {
    expect(tutorialTimeSetting('?time=x1.5')).toBe('x1.5');
    expect(tutorialTimeSetting('?time=x9')).toBe('standard');
    expect(tutorialTimeSetting('')).toBe('standard');
    expect(tutorialHref('x2')).toBe('/exercise/tutorial?time=x2');
    expect(tutorialHref('standard')).toBe('/exercise/tutorial');
  });

  it("counts the timed step down from the player's own limit and says so", () => {
    speak('en');
    expect(timeLimitSeconds(t2('x1.5'))).toBe(270);
    expect(t2('x1.5').content).toContain(
      'Your time: 1.5× time. You have 4 minutes and 30 seconds per timed question.',
    );
    expect(timeLimitSeconds(t2('standard'))).toBe(180);
    expect(t2('standard').content).toContain('You have 3 minutes per timed question');
    expect(timeLimitSeconds(t2('untimed'))).toBeUndefined();
    expect(t2('untimed').content).toContain('You have no time limits');
  });

  it("says the limits in the player's language, with the same scaled numbers", () => {
    speak('de');
    expect(t2('x1.5').content).toContain(
      'Ihre Zeit: 1,5-fache Zeit. Sie haben 4 Minuten und 30 Sekunden pro zeitlich begrenzter Frage.',
    );
    expect(t2('x1.25').content).toContain('3 Minuten und 45 Sekunden');
    speak('fr');
    expect(t2('x2').content).toContain('Vous avez 6 minutes par question chronométrée.');
    speak('es');
    expect(t2('untimed').content).toContain('No tiene límites de tiempo');
    expect(tutorialEventsFor(tutorialEvents(t), 'standard', t)[0]!.content).toContain(
      'Tiene 3 minutos por pregunta con tiempo.',
    );
  });
});
