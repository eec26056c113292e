import type { PdfDefinition, ScenarioEvent } from '@dojo/protocol';

/**
 * The built-in tutorial (docs/player.md "Tutorial"): ten short steps, t1 to t10, played in
 * the browser at /exercise/tutorial. Each step teaches one part of the player page; its
 * `correct` list is the answer the step asks for.
 */

const coach = {
  name: 'Alex Morgan',
  role: 'Exercise Coach',
  organisation: 'Incident Dojo',
  address: 'coach@incidentdojo.example',
};
const reporter = {
  name: 'Jordan Blake',
  role: 'Technology Reporter',
  organisation: 'Daily Byte',
  address: 'jordan.blake@dailybyte.example',
};

const list = (key: 'option' | 'checkbox' | 'reorder' | 'random', texts: string[]) =>
  JSON.stringify(texts.map((text) => ({ [key]: text })));

const RECOVERY_STEPS = ['Detect', 'Contain', 'Eradicate', 'Recover', 'Learn lessons'];

export const TUTORIAL_EVENTS: ScenarioEvent[] = [
  {
    id: 't1',
    type: 'Email',
    ...coach,
    subject: 'Welcome to your exercise inbox',
    content:
      'This is your inbox. During an exercise, e-mails, social posts, news and alerts arrive on their own as the incident unfolds: you never need to reload the page.\n\nMost messages ask you to respond. Choose "I am ready to start" below and press Submit.',
    responseType: 'option',
    options: list('option', ['I am ready to start', 'Not yet']),
    correct: ['I am ready to start'],
    next: 't2',
  },
  {
    id: 't2',
    type: 'Email',
    ...coach,
    subject: 'Some questions have several answers',
    content:
      'Tick every answer that applies. Select exactly "Security operations" and "IT operations", then press Submit.\n\nThis message also has a time limit: the clock above the answer shows how long you have. Answering late still counts, but timing is part of your result.',
    responseType: 'checkbox',
    options: list('checkbox', ['Security operations', 'Catering', 'IT operations', 'Parking']),
    correct: ['Security operations', 'IT operations'],
    timeLimit: '180',
    next: 't3',
  },
  {
    id: 't3',
    type: 'Email',
    ...coach,
    subject: 'Put things in order',
    content:
      'Some questions ask for an order. Drag the steps, or use the Move up and Move down buttons, until they read: Detect, Contain, Eradicate, Recover, Learn lessons. Then press Submit.',
    responseType: 'reorder',
    options: list('reorder', RECOVERY_STEPS),
    correct: RECOVERY_STEPS,
    next: 't4',
  },
  {
    id: 't4',
    type: 'Email',
    ...coach,
    subject: 'Answer in your own words',
    content:
      'Some questions want a written answer. Your text is saved as a draft while you type, so nothing is lost if you close the page.\n\nType the word READY and press Submit.',
    responseType: 'text',
    options: 'text',
    correct: ['ready'],
    next: 't5',
  },
  {
    id: 't5',
    type: 'Email',
    ...coach,
    subject: 'Attachments',
    content:
      'Messages can carry documents. Open the attached "Tutorial handbook", find the code word, and choose it below.',
    pdf: 'tutorialHandbook',
    responseType: 'random',
    options: list('random', ['Harbour', 'Lighthouse', 'Anchor']),
    correct: ['Lighthouse'],
    next: 't6',
  },
  {
    id: 't6',
    type: 'Social',
    ...reporter,
    subject: 'The social feed',
    content:
      'Posts about the incident appear in the Social tab. You can like posts and reply to them. Try the Like button, then answer "Found it" below this post.',
    responseType: 'option',
    options: list('option', ['Found it', 'Where am I?']),
    correct: ['Found it'],
    likes: '12',
    retweets: '3',
    comments: [],
    next: 't7',
  },
  {
    id: 't7',
    type: 'News',
    ...reporter,
    subject: 'Northwind Mills hit by cyber attack',
    content:
      'Northwind Mills, a fictional flour producer, confirmed on Tuesday that a cyber attack disrupted its ordering systems. The company said deliveries would resume within days and that it had informed the regulator.\n\nNews articles show how the outside world sees the incident. Which company does this article name?',
    responseType: 'option',
    options: list('option', ['Northwind Mills', 'Daily Byte', 'Incident Dojo']),
    correct: ['Northwind Mills'],
    next: 't8',
  },
  {
    id: 't8',
    type: 'Email',
    ...coach,
    subject: 'Fill in a form',
    content:
      'Some messages ask you to complete a form. Open the form below, set Severity to High, fill in the rest as you like, and submit it.',
    responseType: 'form',
    options: 'tutorialReport',
    correct: ['severity=High'],
    next: 't9',
  },
  {
    id: 't9',
    type: 'Alert',
    ...coach,
    subject: 'This is an alert',
    content:
      'Alerts report something urgent. They fill the screen until you acknowledge them; afterwards you find them in your inbox.',
    responseType: 'none',
    options: '',
    next: 't10',
  },
  {
    id: 't10',
    type: 'Email',
    ...coach,
    subject: 'Keep an incident log',
    content:
      'Use the Notes tab as your incident log: it is saved as you type. Settings changes the text size and the notification sound.\n\nThat is everything. Choose "Finish the tutorial" to end it.',
    responseType: 'option',
    options: list('option', ['Finish the tutorial']),
    correct: ['Finish the tutorial'],
    next: '/0',
  },
];

export const TUTORIAL_PDFS: PdfDefinition[] = [
  {
    fileName: 'tutorialHandbook',
    title: 'Tutorial handbook',
    type: 'Document',
    content: [
      'header: How documents look',
      'Attachments open here, beside the message, so you can read and answer at the same time.',
      'subtitle: The code word',
      'The code word for this tutorial is LIGHTHOUSE.',
    ].join('\n'),
    images: [],
    fields: [],
  },
  {
    fileName: 'tutorialReport',
    title: 'Tutorial incident report',
    type: 'Form',
    content: 'header: Incident report\nForms collect structured answers. Set Severity to High.',
    images: [],
    fields: [
      { label: 'Your name or role', identifier: 'role', fieldType: 'Text', options: [] },
      {
        label: 'Severity',
        identifier: 'severity',
        fieldType: 'Radio Button',
        options: ['Low', 'Medium', 'High'],
      },
      {
        label: 'Systems affected',
        identifier: 'systems',
        fieldType: 'Checkboxes',
        options: ['E-mail', 'Ordering', 'Website'],
      },
    ],
  },
];

/** The step a finished step leads to, 'finished' at the end ('/0'), or null. */
export function stepAfter(
  events: readonly ScenarioEvent[],
  id: string,
): ScenarioEvent | 'finished' | null {
  const next = events.find((event) => event.id === id)?.next;
  if (next === '/0') return 'finished';
  return events.find((event) => event.id === next) ?? null;
}
