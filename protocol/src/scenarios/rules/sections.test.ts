import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '../event.entities';
import {
  addEvent,
  addPlaceholderEvent,
  addSection,
  eventCounter,
  loadSectionInto,
  newScenario,
  renameSection,
  toScenarioFile,
  uniqueSectionName,
} from './sections';

const withEvents = (events: ScenarioEvent[], sections = ['1', 'Preset', 'Noise']) => ({
  ...newScenario(),
  sections,
  events,
});

describe('newScenario', () => {
  it("starts as 'Unnamed', not visible, white belt, with teams, not beta, no learning programs", () => {
    expect(newScenario()).toMatchObject({
      title: 'Unnamed',
      visible: false,
      level: 0,
      teams: true,
      beta: false,
      learningPrograms: false,
    });
  });

  it("starts with the sections '1', 'Preset' and 'Noise' and no events", () => {
    expect(newScenario()).toMatchObject({ sections: ['1', 'Preset', 'Noise'], events: [] });
  });
});

describe('eventCounter', () => {
  it('is the highest numeric id, skipping tutorial ids', () => {
    expect(eventCounter([{ id: '3' }, { id: '12' }, { id: 't10' }])).toBe(12);
    expect(eventCounter([])).toBe(0);
  });
});

describe('addEvent', () => {
  it('adds an event with the next id to the section, without a type so the editor asks for one', () => {
    const { scenario, event, counter } = addEvent(newScenario(), '1', 4);
    expect(event).toMatchObject({ id: '5', section: '1', next: -1, responseType: 'none' });
    expect(event.type).toBeUndefined();
    expect(scenario.events).toEqual([event]);
    expect(counter).toBe(5);
  });
});

describe('loadSectionInto', () => {
  const saved: ScenarioEvent[] = [
    { id: '1', section: 'Phishing', next: '2', subject: 'Odd login' },
    {
      id: '2',
      section: 'Phishing',
      next: '/0',
      options: '[{"option":"Reset","next":"1"}]',
      laterThan: '30',
      nextIfLate: '1',
      displayAfter: '',
    },
  ];

  it('gives the loaded events fresh sequential ids continuing the counter', () => {
    const { scenario, counter } = loadSectionInto(
      withEvents([{ id: '7', section: '1' }]),
      saved,
      7,
    );
    expect(scenario.events.map((event) => event.id)).toEqual(['7', '8', '9']);
    expect(counter).toBe(9);
  });

  it('resets their next to -1, and their option and timing branches too', () => {
    const { scenario } = loadSectionInto(withEvents([]), saved, 0);
    const second = scenario.events[1];
    expect(scenario.events.map((event) => event.next)).toEqual([-1, -1]);
    expect(second).toMatchObject({ options: '[{"option":"Reset"}]', nextIfLate: -1 });
  });

  it('adds the section tab after the last main section', () => {
    const { scenario } = loadSectionInto(withEvents([]), saved, 0);
    expect(scenario.sections).toEqual(['1', 'Phishing', 'Preset', 'Noise']);
  });

  it('puts the events into the named section when one is given', () => {
    const { scenario } = loadSectionInto(withEvents([]), saved, 0, '1');
    expect(scenario.events.map((event) => event.section)).toEqual(['1', '1']);
    expect(scenario.sections).toEqual(['1', 'Preset', 'Noise']);
  });
});

describe('renameSection', () => {
  const scenario = withEvents([
    { id: '1', section: '1' },
    { id: '2', section: 'Preset' },
  ]);

  it('renames the tab and moves its events', () => {
    const renamed = renameSection(scenario, '1', 'Detection');
    expect(renamed.sections).toEqual(['Detection', 'Preset', 'Noise']);
    expect(renamed.events.map((event) => event.section)).toEqual(['Detection', 'Preset']);
  });

  it('does nothing when the new name is empty', () => {
    expect(renameSection(scenario, '1', '  ')).toBe(scenario);
  });

  it('does nothing when the new name already exists', () => {
    expect(renameSection(scenario, '1', 'Noise')).toBe(scenario);
  });

  it('does nothing to Preset and Noise, which the timeline recognises by name', () => {
    expect(renameSection(scenario, 'Preset', 'Background')).toBe(scenario);
  });
});

describe('addSection', () => {
  it('adds the next free number after the last main section', () => {
    const { scenario, section } = addSection(withEvents([], ['1', 'Preset', 'Noise']));
    expect(section).toBe('2');
    expect(scenario.sections).toEqual(['1', '2', 'Preset', 'Noise']);
  });

  it('proposes a name no tab, event or saved section uses, in any case or spacing', () => {
    const scenario = withEvents([{ id: '1', section: '3' }], ['1', ' 2 ', 'Preset', 'Noise']);
    expect(uniqueSectionName(scenario)).toBe('4');
    expect(uniqueSectionName(scenario, ['4', '5'])).toBe('6');
    const { section } = addSection(scenario, ['4']);
    expect(section).toBe('5');
  });

  it('fills the lowest free number after a section was renamed', () => {
    const renamed = withEvents([], ['Intro', '2', 'Preset', 'Noise']);
    expect(addSection(renamed).section).toBe('1');
  });
});

describe('toScenarioFile', () => {
  it('sends the events in section-tab order, normalised', () => {
    const scenario = withEvents(
      [
        { id: '1', section: 'B', type: '' },
        { id: '2', section: 'A' },
        { id: '3', section: 'B' },
      ],
      ['A', 'B', 'Preset', 'Noise'],
    );
    const file = toScenarioFile(scenario);
    expect(file.scenario.map((event) => event.id)).toEqual(['2', '1', '3']);
    expect(file.scenario[1]).toMatchObject({ type: 'Email', visible: 'false' });
    expect(file).not.toHaveProperty('sections');
  });
});

describe('addPlaceholderEvent', () => {
  it('adds an event named as typed to the section, with the next id and nothing else to show', () => {
    const scenario = { ...newScenario(), events: [{ id: '4', section: '1' }] };
    const added = addPlaceholderEvent(scenario, '2', 4, '  Inject 2: backups encrypted ');
    expect(added.counter).toBe(5);
    expect(added.event).toMatchObject({
      id: '5',
      section: '2',
      subject: 'Inject 2: backups encrypted',
    });
    expect(added.event.type).toBeUndefined();
    expect(added.event.name).toBeUndefined();
    expect(added.scenario.events.map((event) => event.id)).toEqual(['4', '5']);
  });

  it('keeps at most 200 characters of the name', () => {
    const added = addPlaceholderEvent(newScenario(), '1', 0, 'x'.repeat(500));
    expect(added.event.subject).toHaveLength(200);
  });
});
