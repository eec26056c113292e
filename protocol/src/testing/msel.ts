import type { Organisation } from '../organisations/entities';
import type { MselRow } from '../scenarios/msel/plan';

/** The MSEL tests' address book: one organisation with a persona, a newsroom with another. */
export const organisations: Organisation[] = [
  {
    name: 'Acme Corp',
    personas: [{ name: 'Sam Patel', email: 'sam.patel@acme.example', role: 'SOC Analyst' }],
  },
  { name: 'Daily Byte', personas: [{ name: 'Jordan Blake', email: 'jb@db.example', role: '' }] },
];

/** Sheet rows numbered from 1, as a parser hands them over. */
export const sheet = (...rows: string[][]): MselRow[] =>
  rows.map((cells, index) => ({ number: index + 1, cells }));

/** A planner's header row: every column the import knows, in a planner's words. */
export const HEADER = ['T+', 'Sender', 'Channel', 'Title', 'Inject', 'Expected Action'];
