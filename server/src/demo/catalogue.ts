import type { ScenarioEvent, ScenarioFile } from '@dojo/protocol';

/**
 * The rest of the demo catalogue: short scenarios across the belts and a learning module, so
 * the Exercise Library shows what a real catalogue holds. Each is a playable story of its own.
 */

const question = (
  id: string,
  from: { name: string; role: string; organisation: string; address: string },
  subject: string,
  content: string,
  choices: { right: string; wrong: string },
  next: string | number,
): ScenarioEvent => ({
  id,
  section: '1',
  type: 'Email',
  ...from,
  responseType: 'option',
  subject,
  content,
  options: JSON.stringify([{ option: choices.right }, { option: choices.wrong }]),
  correct: [choices.right],
  wrong: [choices.wrong],
  timeLimit: '240',
  next,
  delay: '5',
});

const news = (id: string, subject: string, content: string): ScenarioEvent => ({
  id,
  section: 'Preset',
  type: 'News',
  organisation: 'Daily Byte',
  name: 'Jordan Blake',
  role: 'Technology Reporter',
  address: 'jordan.blake@dailybyte.example',
  responseType: 'none',
  options: '',
  subject,
  content,
  timeLimit: '-1',
  next: -1,
});

const it = {
  organisation: 'Acme Corp',
  name: 'Priya Shah',
  role: 'IT Manager',
  address: 'priya.shah@acme.example',
};
const ciso = {
  organisation: 'Acme Corp',
  name: 'Dana Reyes',
  role: 'CISO',
  address: 'dana.reyes@acme.example',
};

function scenario(
  meta: Omit<ScenarioFile, 'scenario' | 'visible' | 'beta'>,
  events: ScenarioEvent[],
  beta = false,
): ScenarioFile {
  return { ...meta, visible: true, beta, scenario: events };
}

export const DEMO_CATALOGUE: ScenarioFile[] = [
  scenario(
    {
      fileName: 'phishingFriday',
      title: 'Phishing Friday',
      subtitle: 'Spot and report a credential-phishing wave',
      description:
        'A convincing password-reset e-mail reaches half the company on a Friday afternoon. Players decide whether to report, warn colleagues and reset credentials before the weekend.',
      image: '',
      playtime: '30 minutes',
      maturity: 'Beginner',
      delegates: 'All staff, service desk',
      competencies: 'Phishing recognition, reporting, first response',
      learningPrograms: false,
      level: 0,
      teams: false,
    },
    [
      news(
        '1',
        'Password-reset scam targets office workers',
        'A wave of fake password-reset e-mails is circulating this week.',
      ),
      question(
        '2',
        it,
        'Did you get this reset e-mail?',
        'Several people forwarded a "reset your password" e-mail. What do we do first?',
        { right: 'Report it to security and block the sender', wrong: 'Ask everyone to ignore it' },
        '/0',
      ),
    ],
  ),
  scenario(
    {
      fileName: 'cloudKeyLeak',
      title: 'Cloud Key Leak',
      subtitle: 'An access key shows up in a public repository',
      description:
        'A developer pushed a cloud access key to a public repository and it is already being used. Players contain the key, assess the blast radius and decide on disclosure.',
      image: '',
      playtime: '60 minutes',
      maturity: 'Advanced',
      delegates: 'Cloud engineering, security, legal',
      competencies: 'Secret rotation, cloud forensics, disclosure',
      learningPrograms: false,
      level: 2,
      teams: true,
    },
    [
      news(
        '1',
        'Leaked keys drive a crypto-mining spree',
        'Attackers scan public repositories for cloud keys within minutes.',
      ),
      question(
        '2',
        ciso,
        'Our key is on GitHub',
        'The key AKIA... is public and in use from an unknown address. First move?',
        {
          right: 'Revoke the key and rotate every secret it could reach',
          wrong: 'Delete the commit and watch the logs',
        },
        '/0',
      ),
    ],
    // A beta in the demo library: its card and the Welcome/NDA show the beta variant.
    true,
  ),
  scenario(
    {
      fileName: 'supplierBreach',
      title: 'Supplier Breach',
      subtitle: 'Your payroll provider has been breached',
      description:
        'Your payroll provider announces a breach that includes your employees\u2019 data. Players work out what was exposed, who to notify and what to tell staff.',
      image: '',
      playtime: '45 minutes',
      maturity: 'Intermediate',
      delegates: 'HR, legal, data protection, communications',
      competencies: 'Third-party risk, notification duties, staff communication',
      learningPrograms: false,
      level: 1,
      teams: true,
    },
    [
      news(
        '1',
        'Payroll provider confirms data breach',
        'A payroll provider used by hundreds of firms confirmed unauthorised access.',
      ),
      question(
        '2',
        ciso,
        'Is our data in the breach?',
        'The provider has not answered yet. What do we do now?',
        {
          right: 'Ask the provider in writing and prepare the notification',
          wrong: 'Wait for their public statement',
        },
        '/0',
      ),
    ],
  ),
  scenario(
    {
      fileName: 'incidentResponseBasics',
      title: 'Incident Response Basics',
      subtitle: 'A learning module on the first hour of an incident',
      description:
        'A guided module that walks through detection, triage, containment and who to call in the first hour, with one decision at each step.',
      image: '',
      playtime: '20 minutes',
      maturity: 'Beginner',
      delegates: 'New team members, managers',
      competencies: 'Incident lifecycle, escalation',
      learningPrograms: true,
      level: 0,
      teams: false,
    },
    [
      news(
        '1',
        'What counts as an incident?',
        'An incident is any event that threatens the confidentiality, integrity or availability of your information.',
      ),
      question(
        '2',
        ciso,
        'First step',
        'An alert fires on a laptop. What comes first?',
        {
          right: 'Triage: confirm what happened and how bad it is',
          wrong: 'Wipe the laptop straight away',
        },
        '/1',
      ),
    ],
  ),
];
