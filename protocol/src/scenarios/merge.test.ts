import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from './event.entities';
import type { ScenarioFile } from './entities';
import { WHOLE_EVENT, applyClashChoices, clashKey, mergeScenario } from './merge';

const event = (id: string, subject: string, extra: Partial<ScenarioEvent> = {}): ScenarioEvent => ({
  id,
  section: '1',
  subject,
  content: `Body ${id}`,
  next: -1,
  ...extra,
});

const file = (scenario: ScenarioEvent[], extra: Partial<ScenarioFile> = {}): ScenarioFile => ({
  visible: false,
  title: 'Ransomware',
  subtitle: '',
  description: '',
  playtime: '60',
  maturity: '',
  delegates: '',
  competencies: '',
  image: '',
  learningPrograms: false,
  level: 1,
  teams: false,
  beta: false,
  fileName: 'ransomware',
  scenario,
  ...extra,
});

const base = file([event('1', 'Alert'), event('2', 'Escalate'), event('3', 'Contain')]);
const withSubject = (from: ScenarioFile, id: string, subject: string) =>
  file(
    from.scenario.map((e) => (e.id === id ? { ...e, subject } : e)),
    { title: from.title },
  );
const subjects = (result: ScenarioFile) => result.scenario.map((e) => `${e.id}:${e.subject}`);

describe('mergeScenario', () => {
  it('merges changes to different events without asking', () => {
    const theirs = withSubject(base, '1', 'Alert (A)');
    const mine = withSubject(base, '2', 'Escalate (B)');
    const { merged, clashes } = mergeScenario(base, theirs, mine);
    expect(clashes).toEqual([]);
    expect(subjects(merged)).toEqual(['1:Alert (A)', '2:Escalate (B)', '3:Contain']);
  });

  it('merges different fields of the same event without asking', () => {
    const theirs = withSubject(base, '2', 'Escalate (A)');
    const mine = file(base.scenario.map((e) => (e.id === '2' ? { ...e, content: 'B body' } : e)));
    const { merged, clashes } = mergeScenario(base, theirs, mine);
    expect(clashes).toEqual([]);
    expect(merged.scenario[1]).toMatchObject({ subject: 'Escalate (A)', content: 'B body' });
  });

  it('reports the same field changed both ways as a clash with both values, keeping theirs', () => {
    const theirs = withSubject(base, '2', 'From A');
    const mine = withSubject(base, '2', 'From B');
    const { merged, clashes } = mergeScenario(base, theirs, mine);
    expect(clashes).toEqual([
      { eventId: '2', label: 'From A', field: 'subject', theirs: 'From A', mine: 'From B' },
    ]);
    expect(merged.scenario[1]?.subject).toBe('From A');
  });

  it('takes the same change made on both sides without asking', () => {
    const both = withSubject(base, '2', 'Same');
    expect(mergeScenario(base, both, both).clashes).toEqual([]);
  });

  it('merges scenario fields: one side changed the title, the other an event', () => {
    const theirs = file(base.scenario, { title: 'Ransomware at dawn' });
    const mine = withSubject(base, '3', 'Contain (B)');
    const { merged, clashes } = mergeScenario(base, theirs, mine);
    expect(clashes).toEqual([]);
    expect(merged.title).toBe('Ransomware at dawn');
    expect(merged.scenario[2]?.subject).toBe('Contain (B)');
  });

  it('clashes on a scenario field changed both ways', () => {
    const theirs = file(base.scenario, { title: 'A title' });
    const mine = file(base.scenario, { title: 'B title' });
    expect(mergeScenario(base, theirs, mine).clashes).toEqual([
      { eventId: null, label: 'A title', field: 'title', theirs: 'A title', mine: 'B title' },
    ]);
  });

  it('keeps events added on both sides, each after its neighbour', () => {
    const theirs = file([
      ...base.scenario.slice(0, 1),
      event('4', 'A new'),
      ...base.scenario.slice(1),
    ]);
    const mine = file([...base.scenario, event('5', 'B new')]);
    const { merged, clashes } = mergeScenario(base, theirs, mine);
    expect(clashes).toEqual([]);
    expect(subjects(merged)).toEqual(['1:Alert', '4:A new', '2:Escalate', '3:Contain', '5:B new']);
  });

  it('takes a removal on one side, and asks when the other side changed that event', () => {
    const removed = file(base.scenario.filter((e) => e.id !== '3'));
    expect(subjects(mergeScenario(base, removed, base).merged)).toEqual(['1:Alert', '2:Escalate']);
    const changed = withSubject(base, '3', 'Contain (B)');
    const { clashes } = mergeScenario(base, removed, changed);
    expect(clashes).toEqual([expect.objectContaining({ eventId: '3', field: WHOLE_EVENT })]);
  });

  it("keeps this author's reordering when the other side only edited", () => {
    const theirs = withSubject(base, '1', 'Alert (A)');
    const mine = file([base.scenario[2]!, base.scenario[0]!, base.scenario[1]!]);
    expect(subjects(mergeScenario(base, theirs, mine).merged)).toEqual([
      '3:Contain',
      '1:Alert (A)',
      '2:Escalate',
    ]);
  });
});

describe('applyClashChoices', () => {
  it("puts this author's whole value back where they chose theirs over the stored one", () => {
    const theirs = file(
      base.scenario.map((e) => (e.id === '2' ? { ...e, subject: 'A', next: '3' } : e)),
      { title: 'A title' },
    );
    const mine = file(
      base.scenario.map((e) => (e.id === '2' ? { ...e, subject: 'B', next: '/0' } : e)),
      { title: 'B title' },
    );
    const { merged, clashes } = mergeScenario(base, theirs, mine);
    expect(clashes).toHaveLength(3);
    const choices = Object.fromEntries(
      clashes.map(
        (clash) => [clashKey(clash), clash.field === 'next' ? 'theirs' : 'mine'] as const,
      ),
    );
    const chosen = applyClashChoices(merged, mine, clashes, choices);
    expect(chosen.title).toBe('B title');
    expect(chosen.scenario[1]).toMatchObject({ subject: 'B', next: '3' });
  });
});
