import { NO_TEAM } from '@dojo/protocol';

/** Where a player can be dropped: a team column's index, No Team (-1), or a new team. */
export type TeamTarget = number | 'new';

export interface TeamColumn {
  id: string;
  title: string;
  kind: 'none' | 'team' | 'new';
  target: TeamTarget;
}

/** The editor's columns, left to right: No Team, each team, then New Team. */
export function teamColumns(teams: readonly string[]): TeamColumn[] {
  return [
    { id: 'team:none', title: 'No Team', kind: 'none', target: NO_TEAM },
    ...teams.map((title, index) => ({
      id: `team:${index}`,
      title,
      kind: 'team' as const,
      target: index,
    })),
    { id: 'team:new', title: 'New Team', kind: 'new', target: 'new' },
  ];
}
