import { describe, expect, it } from 'vitest';
import type { ScenarioFile } from './entities';
import { ScenarioFile as ScenarioFileSchema } from './entities';
import { missingTranslations, translationFindings } from './rules/translations';
import {
  localizeEvent,
  localizePdf,
  localizeScenario,
  localizedAnswer,
  originalAnswer,
  scenarioLanguages,
  translationFor,
} from './translations';

const question = {
  id: '2',
  type: 'Email' as const,
  name: 'Ana',
  role: 'CISO',
  subject: 'Ransom note',
  content: 'Pay or not?',
  responseType: 'option' as const,
  options: JSON.stringify([{ option: 'Pay', next: '3' }, { option: 'Do not pay' }]),
  correct: ['Do not pay'],
  wrong: ['Pay'],
  correctFeedback: 'Right',
  wrongFeedback: 'No',
  pdf: 'Policy',
};

function scenario(translations: ScenarioFile['translations']): ScenarioFile {
  return {
    fileName: 'Ransom',
    title: 'Ransom',
    subtitle: '',
    description: '',
    playtime: '',
    maturity: '',
    delegates: '',
    competencies: '',
    image: '',
    learningPrograms: false,
    level: 0,
    teams: false,
    beta: false,
    visible: true,
    scenario: [{ id: '1', subject: 'Hello', content: 'Start' }, question],
    ...(translations ? { translations } : {}),
  };
}

const french = {
  events: {
    '2': {
      subject: 'Demande de rançon',
      content: 'Payer ou non ?',
      options: { '0': 'Payer', '1': 'Ne pas payer' },
      correctFeedback: 'Exact',
    },
  },
  personas: { Ana: { role: 'RSSI' } },
  pdfs: { Policy: { title: 'Politique', content: 'Ne jamais payer.' } },
};

describe('localizeScenario', () => {
  it('gives each translated text in the language and the original where untranslated', () => {
    const played = localizeScenario(scenario({ fr: french }), 'fr');
    const [first, second] = played.scenario;
    expect(first?.subject).toBe('Hello');
    expect(second?.subject).toBe('Demande de rançon');
    expect(second?.role).toBe('RSSI');
    expect(second?.correctFeedback).toBe('Exact');
    expect(second?.wrongFeedback).toBe('No');
    expect(JSON.parse(second?.options ?? '')).toEqual([
      { option: 'Payer', next: '3' },
      { option: 'Ne pas payer' },
    ]);
    expect(second?.correct).toEqual(['Ne pas payer']);
    expect(played.translations).toBeUndefined();
    expect(played.title).toBe('Ransom');
    expect(localizeScenario(scenario({ fr: { ...french, title: 'Rançon' } }), 'fr').title).toBe(
      'Rançon',
    );
  });

  it('keeps ids, branches and timings of every event', () => {
    const original = scenario({ fr: french });
    const played = localizeScenario(original, 'fr');
    expect(played.scenario.map((e) => [e.id, e.next, e.delay])).toEqual(
      original.scenario.map((e) => [e.id, e.next, e.delay]),
    );
  });

  it('plays the original for its own language or one without a translation', () => {
    const original = scenario({ fr: french });
    expect(localizeScenario(original, 'en').scenario).toEqual(original.scenario);
    expect(localizeScenario(original, 'es').scenario).toEqual(original.scenario);
  });
});

describe('answers across languages', () => {
  const fr = translationFor(scenario({ fr: french }), 'fr');

  it('stores a translated choice as the original option of the same id', () => {
    expect(originalAnswer(question, fr, 'Ne pas payer')).toBe('Do not pay');
    expect(originalAnswer(question, fr, ['Payer'])).toEqual(['Pay']);
    expect(originalAnswer(question, undefined, 'Pay')).toBe('Pay');
  });

  it('shows a stored answer in the player language', () => {
    expect(localizedAnswer(question, fr, 'Do not pay')).toBe('Ne pas payer');
    expect(localizeEvent({ ...question, response: 'Pay' }, fr).response).toBe('Payer');
  });
});

describe('localizePdf', () => {
  it('translates the title and content of an attached PDF', () => {
    const pdf = {
      fileName: 'Policy',
      title: 'Policy',
      content: 'Never pay.',
      images: [],
      fields: [],
      type: 'Document' as const,
    };
    const fr = translationFor(scenario({ fr: french }), 'fr');
    expect(localizePdf(pdf, fr)).toMatchObject({ title: 'Politique', content: 'Ne jamais payer.' });
  });
});

describe('missingTranslations', () => {
  it('counts every original text a translation lacks', () => {
    const [entry] = missingTranslations(scenario({ fr: french }));
    expect(entry?.language).toBe('fr');
    expect(entry?.missing).toEqual([
      { kind: 'scenario', key: '', field: 'title' },
      { kind: 'event', key: '1', field: 'subject' },
      { kind: 'event', key: '1', field: 'content' },
      { kind: 'event', key: '2', field: 'wrongFeedback' },
    ]);
    expect(translationFindings(scenario({ fr: french }))).toEqual([
      'Français translation: 4 texts are missing (players see the original there).',
    ]);
  });

  it('counts a persona role and a PDF content left untranslated', () => {
    const partial = { ...french, personas: {}, pdfs: { Policy: { title: 'Politique' } } };
    const [entry] = missingTranslations(scenario({ fr: partial }));
    expect(entry?.missing.slice(4)).toEqual([
      { kind: 'persona', key: 'Ana', field: 'role' },
      { kind: 'pdf', key: 'Policy', field: 'content' },
    ]);
  });

  it('has nothing to say about a scenario without translations', () => {
    expect(missingTranslations(scenario(undefined))).toEqual([]);
    expect(scenarioLanguages(scenario(undefined))).toEqual(['en']);
    expect(
      scenarioLanguages(scenario({ fr: french, es: { events: {}, personas: {}, pdfs: {} } })),
    ).toEqual(['en', 'fr', 'es']);
  });
});

describe('ScenarioFile translations', () => {
  it('refuses a translated subject longer than a subject may be', () => {
    const long = { fr: { events: { '1': { subject: 'x'.repeat(201) } } } };
    expect(
      ScenarioFileSchema.safeParse({ ...scenario(undefined), translations: long }).success,
    ).toBe(false);
  });
  it('refuses a language the product does not have', () => {
    const file = { ...scenario(undefined), translations: { it: { events: {} } } };
    expect(ScenarioFileSchema.safeParse(file).success).toBe(false);
  });
});
