import type { PdfDefinition, ScenarioEvent } from '@dojo/protocol';
import { activeLanguage, type Translate } from '../../shared/i18n';

/**
 * The built-in tutorial (docs/player.md "Tutorial"): ten short steps, t1 to t10, played in
 * the browser at /exercise/tutorial. Each step teaches one part of the player page; its
 * `correct` list is the answer the step asks for, in the same words as its options.
 */

const list = (key: 'option' | 'checkbox' | 'reorder' | 'random', texts: string[]) =>
  JSON.stringify(texts.map((text) => ({ [key]: text })));

/** The tutorial's steps in the player's language (docs/languages.md): words from `t`. */
export function tutorialEvents(t: Translate): ScenarioEvent[] {
  const coach = {
    name: 'Alex Morgan',
    role: t('tutorial.coach.role'),
    organisation: 'Incident Dojo',
    address: 'coach@incidentdojo.example',
  };
  const reporter = {
    name: 'Jordan Blake',
    role: t('tutorial.reporter.role'),
    organisation: 'Daily Byte',
    address: 'jordan.blake@dailybyte.example',
  };
  const ready = t('tutorial.t1.ready');
  const teams = [t('tutorial.t2.security'), t('tutorial.t2.it')] as const;
  const steps = [
    t('tutorial.t3.detect'),
    t('tutorial.t3.contain'),
    t('tutorial.t3.eradicate'),
    t('tutorial.t3.recover'),
    t('tutorial.t3.learn'),
  ];
  const word = t('tutorial.t4.word');
  const lighthouse = t('tutorial.t5.lighthouse');
  const found = t('tutorial.t6.found');
  const finish = t('tutorial.t10.finish');
  const severity = { severity: t('tutorial.form.severity'), high: t('tutorial.form.high') };
  return [
    {
      id: 't1',
      type: 'Email',
      ...coach,
      subject: t('tutorial.t1.subject'),
      content: t('tutorial.t1.content', { ready }),
      responseType: 'option',
      options: list('option', [ready, t('tutorial.t1.notYet')]),
      correct: [ready],
      next: 't2',
    },
    {
      id: 't2',
      type: 'Email',
      ...coach,
      subject: t('tutorial.t2.subject'),
      content: t('tutorial.t2.content', { first: teams[0], second: teams[1] }),
      responseType: 'checkbox',
      options: list('checkbox', [
        teams[0],
        t('tutorial.t2.catering'),
        teams[1],
        t('tutorial.t2.parking'),
      ]),
      correct: [...teams],
      timeLimit: '180',
      next: 't3',
    },
    {
      id: 't3',
      type: 'Email',
      ...coach,
      subject: t('tutorial.t3.subject'),
      content: t('tutorial.t3.content', { steps: steps.join(', ') }),
      responseType: 'reorder',
      options: list('reorder', steps),
      correct: steps,
      next: 't4',
    },
    {
      id: 't4',
      type: 'Email',
      ...coach,
      subject: t('tutorial.t4.subject'),
      content: t('tutorial.t4.content', { word }),
      responseType: 'text',
      options: 'text',
      correct: [word],
      next: 't5',
    },
    {
      id: 't5',
      type: 'Email',
      ...coach,
      subject: t('tutorial.t5.subject'),
      content: t('tutorial.t5.content', { handbook: t('tutorial.handbook.title') }),
      pdf: 'tutorialHandbook',
      responseType: 'random',
      options: list('random', [t('tutorial.t5.harbour'), lighthouse, t('tutorial.t5.anchor')]),
      correct: [lighthouse],
      next: 't6',
    },
    {
      id: 't6',
      type: 'Social',
      ...reporter,
      subject: t('tutorial.t6.subject'),
      content: t('tutorial.t6.content', { found }),
      responseType: 'option',
      options: list('option', [found, t('tutorial.t6.where')]),
      correct: [found],
      likes: '12',
      retweets: '3',
      comments: [],
      next: 't7',
    },
    {
      id: 't7',
      type: 'News',
      ...reporter,
      subject: t('tutorial.t7.subject'),
      content: t('tutorial.t7.content'),
      responseType: 'option',
      options: list('option', ['Northwind Mills', 'Daily Byte', 'Incident Dojo']),
      correct: ['Northwind Mills'],
      next: 't8',
    },
    {
      id: 't8',
      type: 'Email',
      ...coach,
      subject: t('tutorial.t8.subject'),
      content: t('tutorial.t8.content', severity),
      responseType: 'form',
      options: 'tutorialReport',
      correct: [`severity=${severity.high}`],
      next: 't9',
    },
    {
      id: 't9',
      type: 'Alert',
      ...coach,
      subject: t('tutorial.t9.subject'),
      content: t('tutorial.t9.content'),
      responseType: 'none',
      options: '',
      next: 't10',
    },
    {
      id: 't10',
      type: 'Email',
      ...coach,
      subject: t('tutorial.t10.subject'),
      content: t('tutorial.t10.content', { finish }),
      responseType: 'option',
      options: list('option', [finish]),
      correct: [finish],
      next: '/0',
    },
  ];
}

/** The tutorial's attachment and form in the player's language. */
export function tutorialPdfs(t: Translate): PdfDefinition[] {
  const severity = t('tutorial.form.severity');
  const high = t('tutorial.form.high');
  const word = t('tutorial.t5.lighthouse').toLocaleUpperCase(activeLanguage());
  return [
    {
      fileName: 'tutorialHandbook',
      title: t('tutorial.handbook.title'),
      type: 'Document',
      content: [
        `header: ${t('tutorial.handbook.header')}`,
        t('tutorial.handbook.body'),
        `subtitle: ${t('tutorial.handbook.subtitle')}`,
        t('tutorial.handbook.codeWord', { word }),
      ].join('\n'),
      images: [],
      fields: [],
    },
    {
      fileName: 'tutorialReport',
      title: t('tutorial.form.title'),
      type: 'Form',
      content: `header: ${t('tutorial.form.header')}\n${t('tutorial.form.body', { severity, high })}`,
      images: [],
      fields: [
        { label: t('tutorial.form.role'), identifier: 'role', fieldType: 'Text', options: [] },
        {
          label: severity,
          identifier: 'severity',
          fieldType: 'Radio Button',
          options: [t('tutorial.form.low'), t('tutorial.form.medium'), high],
        },
        {
          label: t('tutorial.form.systems'),
          identifier: 'systems',
          fieldType: 'Checkboxes',
          options: [
            t('tutorial.form.email'),
            t('tutorial.form.ordering'),
            t('tutorial.form.website'),
          ],
        },
      ],
    },
  ];
}

/** The step a finished step leads to, 'finished' at the end ('/0'), or null. */
export function stepAfter(
  events: readonly ScenarioEvent[],
  id: string,
): ScenarioEvent | 'finished' | null {
  const next = events.find((event) => event.id === id)?.next;
  if (next === '/0') return 'finished';
  return events.find((event) => event.id === next) ?? null;
}
