import type { ScenarioEvent, ScenarioFile } from '@dojo/protocol';

const options = (key: 'option' | 'reorder' | 'checkbox' | 'random', list: [string, string?][]) =>
  JSON.stringify(list.map(([text, next]) => (next ? { [key]: text, next } : { [key]: text })));

const acme = { organisation: 'Acme Corp', address: '' };
const sam = { ...acme, name: 'Sam Patel', role: 'SOC Analyst', address: 'sam.patel@acme.example' };
const dana = { ...acme, name: 'Dana Reyes', role: 'CISO', address: 'dana.reyes@acme.example' };
const morgan = {
  ...acme,
  name: 'Morgan Lee',
  role: 'Head of Communications',
  address: 'morgan.lee@acme.example',
};
const jordan = {
  organisation: 'Daily Byte',
  name: 'Jordan Blake',
  role: 'Technology Reporter',
  address: 'jordan.blake@dailybyte.example',
};

/**
 * A small scenario that still uses every event type (Email, Social, News, Alert), every
 * response type (none, text, option, reorder, checkbox, random, form), a Preset and a Noise
 * event, an option branch, a timing branch, a team question, a PDF document and a PDF form.
 */
const events: ScenarioEvent[] = [
  {
    id: '1',
    section: 'Preset',
    type: 'News',
    ...jordan,
    responseType: 'none',
    options: '',
    subject: 'Ransomware wave hits regional manufacturers',
    content:
      'Several manufacturers in the region report outages after a ransomware campaign. Investigators say the attackers entered through stolen VPN credentials.',
    timeLimit: '-1',
    next: -1,
  },
  {
    id: '2',
    section: '1',
    type: 'Email',
    ...sam,
    responseType: 'option',
    team: 'true',
    subject: 'Unusual encryption activity on FS-02',
    content:
      'Our EDR flagged mass file renames on file server FS-02 (extension .lockd) in the last ten minutes. The playbook is attached. How do we proceed?',
    pdf: 'ransomwarePlaybook',
    options: options('option', [
      ['Isolate FS-02 from the network now', '3'],
      ['Keep watching and gather more evidence', '4'],
    ]),
    correct: ['Isolate FS-02 from the network now'],
    wrong: ['Keep watching and gather more evidence'],
    correctFeedback: 'Containing the host first stops the spread.',
    wrongFeedback: 'Waiting let the encryption reach the backups.',
    timeLimit: '300',
    next: -1,
    delay: '5',
  },
  {
    id: '3',
    section: '1',
    type: 'Email',
    ...dana,
    responseType: 'checkbox',
    subject: 'Who needs to know right now?',
    content: 'FS-02 is isolated. Before the next bridge call, tell me which teams we bring in now.',
    options: options('checkbox', [
      ['Legal'],
      ['Communications'],
      ['Data protection officer'],
      ['Facilities catering'],
    ]),
    correct: ['Legal', 'Communications', 'Data protection officer'],
    wrong: ['Facilities catering'],
    timeLimit: '180',
    next: '5',
    delay: '10',
  },
  {
    id: '4',
    section: '1',
    type: 'Alert',
    ...sam,
    responseType: 'none',
    options: '',
    subject: 'Encryption has reached the backup server',
    content: 'CRITICAL: BK-01 volumes are being encrypted. Restores from last night are at risk.',
    timeLimit: '-1',
    next: '5',
    delay: '5',
  },
  {
    id: '5',
    section: '2',
    type: 'Email',
    ...dana,
    responseType: 'reorder',
    subject: 'Put the recovery in order',
    content: 'Order these recovery steps, first to last.',
    options: options('reorder', [
      ['Confirm the attacker is out'],
      ['Restore domain controllers'],
      ['Restore ERP database'],
      ['Reopen VPN access'],
      ['Notify customers of the restore'],
    ]),
    correct: [
      'Confirm the attacker is out',
      'Restore domain controllers',
      'Restore ERP database',
      'Reopen VPN access',
      'Notify customers of the restore',
    ],
    timeLimit: '240',
    next: '6',
    delay: '5',
    earlierThan: '-1',
    laterThan: '240',
    nextIfLate: '7',
  },
  {
    id: '6',
    section: '2',
    type: 'Social',
    ...jordan,
    responseType: 'random',
    subject: 'Hearing that Acme Corp production lines...',
    content:
      'Hearing that Acme Corp production lines are down this morning. Anyone at @acme want to comment?',
    options: options('random', [
      ['Reply with the approved holding line'],
      ['Ignore the post for now'],
      ['Ask the reporter to email the press office'],
    ]),
    neutral: ['Ignore the post for now'],
    likes: '42',
    retweets: '17',
    comments: [],
    timeLimit: '-1',
    next: '7',
    delay: '5',
  },
  {
    id: '7',
    section: '2',
    type: 'News',
    ...jordan,
    responseType: 'text',
    subject: 'Acme Corp silent as outage enters second hour',
    content:
      'Acme Corp has not commented on the outage affecting its plants. Write the two-sentence holding statement you would publish now.',
    options: 'text',
    timeLimit: '-1',
    next: '8',
    delay: '5',
  },
  {
    id: '8',
    section: '2',
    type: 'Email',
    ...morgan,
    responseType: 'form',
    subject: 'Complete the incident report',
    content: 'Please fill in the incident report form before we close the bridge.',
    options: 'incidentReport',
    timeLimit: '600',
    next: '/0',
    delay: '5',
  },
  {
    id: '9',
    section: 'Noise',
    type: 'Email',
    ...morgan,
    responseType: 'none',
    options: '',
    subject: 'Reminder: quarterly town hall on Friday',
    content: "Please send your questions for Friday's town hall by Thursday noon.",
    timeLimit: '-1',
    displayAfter: '2',
  },
];

export const DEMO_SCENARIO: ScenarioFile = {
  fileName: 'ransomwareAtDawn',
  title: 'Ransomware at Dawn',
  subtitle: 'Contain, communicate and recover from a ransomware outbreak',
  description:
    'A manufacturer discovers files being encrypted on a file server early in the morning. Players decide how to contain the attack, who to involve, how to restore operations and what to tell the press.',
  playtime: '90 minutes',
  maturity: 'Intermediate',
  delegates: 'IT operations, security, communications, legal',
  competencies: 'Containment, escalation, recovery planning, crisis communication',
  image: '/demo/ransomware-at-dawn.svg',
  visible: true,
  learningPrograms: false,
  level: 1,
  teams: true,
  beta: false,
  scenario: events,
};
