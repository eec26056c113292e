import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScenarioEvent, ScenarioFile } from '@dojo/protocol';
import { useStaffSession } from '../../shared/session';
import { isDraftChanged } from './eventDraft';
import { sectionEvents, useScenarioEditor } from './scenarioStore';
import { SUCCESS_FADE_MS, SUCCESS_VISIBLE_MS } from './statusMessages';

const editor = () => useScenarioEditor.getState();

const details = {
  visible: true,
  title: 'Phishing Wave',
  subtitle: '',
  description: 'A phishing campaign.',
  playtime: '',
  maturity: '',
  delegates: '',
  competencies: '',
  image: 'phish.png',
  learningPrograms: false,
  level: 1 as const,
  teams: false,
  beta: false,
};

const stored = (events: ScenarioEvent[]): ScenarioFile => ({
  ...details,
  fileName: 'phishing',
  scenario: events,
});

beforeEach(() => editor().startNew());
afterEach(() => vi.useRealTimers());

describe('a new scenario', () => {
  it('starts Unnamed with the sections 1, Preset and Noise, on section 1, with nothing unsaved', () => {
    const { scenario, activeSection, unsaved, idCounter } = editor();
    expect(scenario).toMatchObject({
      title: 'Unnamed',
      visible: false,
      level: 0,
      teams: true,
      fileName: '',
    });
    expect(scenario.sections).toEqual(['1', 'Preset', 'Noise']);
    expect({ activeSection, unsaved, idCounter }).toEqual({
      activeSection: '1',
      unsaved: false,
      idCounter: 0,
    });
  });
});

describe('editing events', () => {
  it('adds events to the active section with sequential ids and marks the scenario unsaved', () => {
    const first = editor().addEvent();
    editor().selectSection('Preset');
    const second = editor().addEvent();
    expect([first.id, second.id]).toEqual(['1', '2']);
    expect(first.section).toBe('1');
    expect(second.section).toBe('Preset');
    expect(editor().unsaved).toBe(true);
  });

  it('keeps a saved event normalised (a social post takes its subject from its content)', () => {
    const { id } = editor().addEvent();
    const content = 'Hearing that Acme Corp production lines are down';
    editor().saveEvent({ id, section: '1', type: 'Social', content, timeLimit: '120' });
    expect(editor().scenario.events[0]).toMatchObject({
      subject: 'Hearing that Acme Corp product...',
      timeLimit: '-1',
      visible: 'false',
    });
  });

  it('clears the unsaved-changes flag only when the scenario is saved', () => {
    editor().addEvent();
    editor().markSaved('phishing');
    expect(editor().unsaved).toBe(false);
    expect(editor().scenario.fileName).toBe('phishing');
  });

  it('moves an event within the active section and leaves the other sections in place', () => {
    const [a, b, c] = [editor().addEvent(), editor().addEvent(), editor().addEvent()];
    editor().selectSection('Preset');
    const preset = editor().addEvent();
    editor().selectSection('1');
    editor().moveEvent(2, 0);
    expect(sectionEvents(editor().scenario, '1').map((e) => e.id)).toEqual([c.id, a.id, b.id]);
    expect(sectionEvents(editor().scenario, 'Preset').map((e) => e.id)).toEqual([preset.id]);
  });

  it('reorders the section tabs', () => {
    editor().moveSection(0, 2);
    expect(editor().scenario.sections).toEqual(['Preset', 'Noise', '1']);
  });

  it('removes an event and closes it in the event editor', () => {
    editor().addAndOpenEvent();
    editor().removeEvent('1');
    expect(editor().scenario.events).toEqual([]);
    expect(editor().editing).toBeNull();
  });
});

describe('the event editor', () => {
  it('refuses to open another event while the open one has unsaved edits', () => {
    editor().addAndOpenEvent();
    editor().addEvent();
    editor().updateDraft({ ...editor().editing!.draft, subject: 'Changed' });
    expect(editor().openEvent('2')).toBe(false);
    expect(editor().editing?.draft.id).toBe('1');
  });

  it('opens another event once the open one is saved', () => {
    editor().addAndOpenEvent();
    editor().addEvent();
    editor().updateDraft({ ...editor().editing!.draft, subject: 'Changed' });
    editor().saveEvent(editor().editing!.draft);
    expect(isDraftChanged(editor().editing!)).toBe(false);
    expect(editor().openEvent('2')).toBe(true);
  });
});

describe('opening a saved scenario', () => {
  it('infers response types, adds the missing Preset and Noise and continues the id counter', () => {
    editor().openScenario(
      stored([
        { id: '4', section: '1', options: '[{"option":"Isolate","next":"7"}]' },
        { id: '7', section: '1', options: 'text' },
      ]),
    );
    const { scenario, idCounter, activeSection, unsaved } = editor();
    expect(scenario.events.map((e) => e.responseType)).toEqual(['option', 'text']);
    expect(scenario.sections).toEqual(['1', 'Preset', 'Noise']);
    expect({ idCounter, activeSection, unsaved }).toEqual({
      idCounter: 7,
      activeSection: '1',
      unsaved: false,
    });
  });

  it('opens on the first main section even when Preset comes first', () => {
    editor().openScenario(
      stored([
        { id: '1', section: 'Preset' },
        { id: '2', section: 'Intro' },
      ]),
    );
    expect(editor().activeSection).toBe('Intro');
  });
});

describe('loading a saved section', () => {
  it('gives its events fresh sequential ids after the counter and resets their next to -1', () => {
    editor().addEvent();
    const count = editor().loadSection(
      [
        { id: '1', section: 'old', next: '2', subject: 'A' },
        { id: '2', section: 'old', next: '/0', subject: 'B' },
      ],
      'phishing',
    );
    const loaded = sectionEvents(editor().scenario, 'phishing');
    expect(count).toBe(2);
    expect(loaded.map((e) => [e.id, e.next])).toEqual([
      ['2', -1],
      ['3', -1],
    ]);
    expect(editor().activeSection).toBe('phishing');
    expect(editor().idCounter).toBe(3);
  });
});

describe('renaming a section', () => {
  it('does nothing for an empty name or one already used', () => {
    expect(editor().renameActiveSection(' ')).toBe(false);
    expect(editor().renameActiveSection('Noise')).toBe(false);
    expect(editor().scenario.sections).toEqual(['1', 'Preset', 'Noise']);
    expect(editor().unsaved).toBe(false);
  });

  it('renames the tab and moves its events with it', () => {
    editor().addEvent();
    expect(editor().renameActiveSection('Detection')).toBe(true);
    expect(editor().scenario.sections[0]).toBe('Detection');
    expect(editor().scenario.events[0]?.section).toBe('Detection');
    expect(editor().activeSection).toBe('Detection');
  });
});

describe('status messages', () => {
  it('fades a success message and then clears it', () => {
    vi.useFakeTimers();
    editor().showMessage('success', 'Scenario name phishing loaded successfully.');
    vi.advanceTimersByTime(SUCCESS_VISIBLE_MS);
    expect(editor().message).toMatchObject({ fading: true });
    vi.advanceTimersByTime(SUCCESS_FADE_MS);
    expect(editor().message).toBeNull();
  });

  it('keeps failed and warning messages until they are dismissed', () => {
    vi.useFakeTimers();
    editor().showMessage('failed', 'Please Select a Scenario');
    vi.advanceTimersByTime(SUCCESS_VISIBLE_MS * 10);
    expect(editor().message?.text).toBe('Please Select a Scenario');
    editor().dismissMessage();
    expect(editor().message).toBeNull();
  });

  it('gives a newer message its own full time', () => {
    vi.useFakeTimers();
    editor().showMessage('success', 'first');
    vi.advanceTimersByTime(SUCCESS_VISIBLE_MS - 1);
    editor().showMessage('success', 'second');
    vi.advanceTimersByTime(SUCCESS_VISIBLE_MS - 1);
    expect(editor().message).toMatchObject({ text: 'second', fading: false });
  });
});

describe('signing out', () => {
  it('closes the scenario so the next author starts afresh', () => {
    useStaffSession.getState().signIn({ token: 't', user: 'author', role: 'editor' }, Date.now());
    editor().addEvent();
    useStaffSession.getState().signOut();
    expect(editor().scenario.events).toEqual([]);
    expect(editor().unsaved).toBe(false);
  });
});

describe('forward wiring', () => {
  const events: ScenarioEvent[] = [
    { id: '1', section: '1', type: 'Email', subject: 'Inject 1', next: -1 },
    {
      id: '2',
      section: '1',
      type: 'Email',
      subject: 'Question',
      responseType: 'option',
      options: '[{"option":"Isolate","next":"3"},{"option":"Wait"}]',
      next: -1,
    },
    { id: '3', section: '2', type: 'Email', subject: 'Inject 2', displayAfter: '5' },
  ];

  it('adds a placeholder named as typed to the section, leaving the open event open and unchanged', () => {
    editor().openScenario(stored(events));
    editor().openEvent('1');
    editor().updateDraft({ ...(editor().editing?.draft ?? { id: '1' }), subject: 'Edited' });
    const id = editor().addPlaceholder('Inject 3: press', '2');
    expect(id).toBe('4');
    expect(editor().scenario.events.at(-1)).toMatchObject({
      id: '4',
      section: '2',
      subject: 'Inject 3: press',
    });
    expect(editor().editing?.draft).toMatchObject({ id: '1', subject: 'Edited' });
    expect(editor().unsaved).toBe(true);
  });

  it('wires a Next on the stored event and on the open draft, without counting as an edit of it', () => {
    editor().openScenario(stored(events));
    editor().openEvent('1');
    expect(editor().wireNext('1', '3')).toBe('wired');
    expect(editor().scenario.events[0]?.next).toBe('3');
    const editing = editor().editing;
    expect(editing?.draft.next).toBe('3');
    expect(editing && isDraftChanged(editing)).toBe(false);
    expect(editor().unsaved).toBe(true);
  });

  it('refuses a Next where an answer of the event already leads, and an unknown event', () => {
    editor().openScenario(stored(events));
    expect(editor().wireNext('2', '3')).toBe('same-as-option');
    expect(editor().wireNext('2', '9')).toBe('missing');
    expect(editor().scenario.events[1]?.next).toBe(-1);
    expect(editor().unsaved).toBe(false);
  });
});
