import { describe, expect, it } from 'vitest';
import type { ScenarioFile } from '../entities';
import { inferOnLoad, responseTypeOnLoad } from './load';

const details = {
  fileName: 'ransomware',
  visible: false,
  title: 'Unnamed',
  subtitle: '',
  description: '',
  playtime: '',
  maturity: '',
  delegates: '',
  competencies: '',
  image: '',
  learningPrograms: false,
  level: 0,
  teams: true,
  beta: false,
} satisfies Omit<ScenarioFile, 'scenario'>;

describe('responseTypeOnLoad', () => {
  it.each([
    ['[{"reorder":"a"}]', 'reorder'],
    ['[{"option":"a","next":"3"}]', 'option'],
    ['[{"checkbox":"a"}]', 'checkbox'],
    ['[{"random":"a"}]', 'random'],
  ] as const)('reads %s as %s', (options, type) => {
    expect(responseTypeOnLoad(options)).toBe(type);
  });

  it('reads exactly "text" as a text response', () => {
    expect(responseTypeOnLoad('text')).toBe('text');
  });

  it('reads any other non-empty text as a form, even a form name containing "option"', () => {
    expect(responseTypeOnLoad('incidentReport')).toBe('form');
    expect(responseTypeOnLoad('optionsForm')).toBe('form');
  });

  it('reads empty options, and an empty list, as no response', () => {
    expect(responseTypeOnLoad('')).toBe('none');
    expect(responseTypeOnLoad(undefined)).toBe('none');
    expect(responseTypeOnLoad('[]')).toBe('none');
  });
});

describe('inferOnLoad', () => {
  it('sets each event response type from its options, whatever was stored', () => {
    const loaded = inferOnLoad({
      ...details,
      scenario: [
        { id: '1', section: '1', options: '[{"option":"Pay"}]' },
        { id: '2', section: '1', responseType: 'option', options: 'text' },
      ],
    });
    expect(loaded.events.map((event) => event.responseType)).toEqual(['option', 'text']);
  });

  it('adds the missing Preset and Noise sections after the sections the events name', () => {
    const loaded = inferOnLoad({ ...details, scenario: [{ id: '1', section: 'Intro' }] });
    expect(loaded.sections).toEqual(['Intro', 'Preset', 'Noise']);
  });

  it('adds a missing Preset before Noise, as a new scenario has them, after a save and reload', () => {
    const loaded = inferOnLoad({
      ...details,
      scenario: [
        { id: '1', section: '1' },
        { id: '2', section: 'Noise', displayAfter: '2' },
      ],
    });
    expect(loaded.sections).toEqual(['1', 'Preset', 'Noise']);
  });

  it('moves Preset before Noise when the events name Noise first', () => {
    const loaded = inferOnLoad({
      ...details,
      scenario: [
        { id: '1', section: 'Noise' },
        { id: '2', section: '1' },
        { id: '3', section: 'Preset' },
      ],
    });
    expect(loaded.sections).toEqual(['Preset', 'Noise', '1']);
  });

  it('keeps the section order of the events and does not add Preset or Noise twice', () => {
    const loaded = inferOnLoad({
      ...details,
      scenario: [
        { id: '1', section: 'Preset' },
        { id: '2', section: '1' },
        { id: '3', section: 'Noise' },
        { id: '4', section: '2' },
      ],
    });
    expect(loaded.sections).toEqual(['Preset', '1', 'Noise', '2']);
  });

  it('puts an event without a section into the first main section', () => {
    const loaded = inferOnLoad({
      ...details,
      scenario: [{ id: '1', section: 'Preset' }, { id: '2', section: 'Intro' }, { id: '3' }],
    });
    expect(loaded.events[2]?.section).toBe('Intro');
  });

  it('keeps the scenario details', () => {
    expect(inferOnLoad({ ...details, scenario: [] })).toMatchObject({
      fileName: 'ransomware',
      teams: true,
    });
  });
});
