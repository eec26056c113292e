import { describe, expect, it } from 'vitest';
import type { ExerciseListItem, ReportItem } from '@dojo/protocol';
import { reportAddress, reportNamed } from './reportLink';

const campaign = {
  name: 'Board drill',
  client: 'brightco',
  scenario: 'ransomwareAtDawn',
} satisfies Partial<ExerciseListItem>;
const list: ReportItem[] = [
  {
    scenario: 'Ransomware at Dawn',
    name: 'Board drill',
    date: '2027-2-29',
    type: 'Automated',
    client: 'acme',
  },
  {
    scenario: 'Ransomware at Dawn',
    name: 'Board drill',
    date: '2027-2-29',
    type: 'Automated',
    client: 'brightco',
  },
];

describe("a campaign's Report button", () => {
  it('opens its report, though the list names the scenario by title and the campaign by file', () => {
    const address = new URL(reportAddress(campaign), 'https://dojo.example');
    expect(address.pathname).toBe('/editor/Admin/Reports');
    expect(reportNamed(list, address.searchParams)).toBe(list[1]);
  });

  it('opens the exercise of the platform itself (no client) only when the list has one', () => {
    const address = new URL(
      reportAddress({ name: 'Board drill', client: '' }),
      'https://x.example',
    );
    expect(reportNamed(list, address.searchParams)).toBeUndefined();
  });
});
