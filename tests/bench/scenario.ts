import type { ScenarioEvent, ScenarioFile } from '@dojo/protocol';

/** A chain of e-mails, each due STEP_MS after the previous one, ending the run. */
export const CHAIN_LENGTH = 8;
export const STEP_MS = 2_000;

const sender = {
  type: 'Email' as const,
  organisation: 'Acme Corp',
  name: 'Sam Patel',
  role: 'SOC Analyst',
  address: 'sam.patel@acme.example',
  responseType: 'none' as const,
  options: '',
  timeLimit: '-1',
  delay: String(STEP_MS / 1000),
};

export const BENCH_IDS = Array.from({ length: CHAIN_LENGTH }, (_, i) => String(i + 1));

const events: ScenarioEvent[] = BENCH_IDS.map((id, index) => ({
  ...sender,
  id,
  section: '1',
  subject: `Status update ${id}`,
  content: `Update ${id}: the incident bridge is still open. `.repeat(8),
  next: index === BENCH_IDS.length - 1 ? '/0' : BENCH_IDS[index + 1]!,
}));

export const BENCH_SCENARIO: ScenarioFile = {
  fileName: 'benchChain',
  title: 'Benchmark chain',
  subtitle: '',
  description: 'A chain of timed e-mails used by the delivery benchmark.',
  playtime: '1 minute',
  maturity: '',
  delegates: '',
  competencies: '',
  image: '',
  visible: false,
  learningPrograms: false,
  level: 0,
  teams: true,
  beta: false,
  scenario: events,
};
