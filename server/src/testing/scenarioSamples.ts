import type { ScenarioEvent } from '@dojo/protocol';

/** The details of a scenario file, as Modify Details sets them. */
export const DETAILS = {
  visible: false,
  title: 'Phishing Friday',
  subtitle: 'A phishing wave',
  description: 'Staff receive convincing phishing mails.',
  playtime: '60',
  maturity: 'Medium',
  delegates: 'IT, Comms',
  competencies: 'Triage',
  image: '',
  learningPrograms: false,
  level: 1 as const,
  teams: true,
  beta: false,
};

const persona = { name: 'Sam Patel', organisation: 'Acme Corp', role: 'SOC Analyst' };

/** Two chained main events (the second, an alert, ends through its option), and a Preset news item. */
export const EVENTS: ScenarioEvent[] = [
  {
    id: '1',
    section: 'Preset',
    type: 'News',
    ...persona,
    subject: 'Phishing wave reported',
    content: 'A phishing wave hits the sector.',
    options: '',
    next: -1,
  },
  {
    id: '2',
    section: '1',
    type: '',
    ...persona,
    subject: 'Suspicious mail',
    content: 'Did anyone click the link?',
    responseType: 'text',
    options: '',
    pdf: '-1',
    correct: ['yes', ''],
    next: '3',
    delay: 'NaN',
  },
  {
    id: '3',
    section: '1',
    type: 'Alert',
    ...persona,
    subject: 'Report gift card requests',
    content: 'Our CEO never asks for gift cards. Report any mail that does!',
    responseType: 'option',
    options: JSON.stringify([{ option: 'Report it', next: '/0' }, { option: '' }]),
    correct: ['Report it'],
    next: -1,
  },
];

/** A saveFile body for the given name. */
export const scenarioBody = (token: string, fileName: string, scenario = EVENTS) => ({
  token,
  fileName,
  scenario,
  ...DETAILS,
});
