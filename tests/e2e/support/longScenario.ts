import type { ScenarioEvent } from '@dojo/protocol';

/**
 * A 200-event scenario as authors build them at scale (docs/scenario-editor.md, Show Layout):
 * one long main line with answer branches forward and back and early / late branches, from a
 * template event of the demo (its sender). Same every run.
 */
export function longScenario(template: ScenarioEvent, count = 200): ScenarioEvent[] {
  const id = (n: number) => String(Math.max(1, Math.min(count, n)));
  return Array.from({ length: count }, (_, index): ScenarioEvent => {
    const n = index + 1;
    const base: ScenarioEvent = {
      type: template.type,
      organisation: template.organisation,
      name: template.name,
      address: template.address,
      id: String(n),
      section: '1',
      subject:
        n % 3 === 0
          ? `Step ${n}: the attackers move to the file servers and start encrypting shares`
          : `Step ${n}: status update`,
      content: `<p>Event ${n} of the long exercise.</p>`,
      responseType: 'none',
      options: '',
      next: n < count ? String(n + 1) : -1,
      delay: '30',
    };
    if (n % 9 === 4 && n < count - 8) {
      return {
        ...base,
        responseType: 'option',
        options: JSON.stringify([
          { option: 'Isolate the host', next: id(n + 6) },
          { option: 'Ask the team again', next: id(n - 3) },
          { option: 'Wait and watch', next: id(n + 1) },
        ]),
        timeLimit: '120',
        // An option question leads on by its options.
        next: -1,
      };
    }
    if (n % 13 === 7 && n < count - 8) {
      return {
        ...base,
        responseType: 'text',
        options: 'text',
        earlierThan: '30',
        nextIfEarly: id(n + 4),
        laterThan: '90',
        nextIfLate: id(n + 2),
      };
    }
    return base;
  });
}
