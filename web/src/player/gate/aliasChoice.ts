import { DEFAULT_TEAMS, type ExerciseSession } from '@dojo/protocol';
import { loadProtocolDefs } from '../../shared/protocolLater';

export interface AliasErrors {
  alias?: string;
  team?: string;
}

export type AliasCheck =
  { ok: true; alias: string; team: string } | { ok: false; errors: AliasErrors };

/**
 * The alias form's rules (docs/player.md), one message per field; the alias is lowercased. The
 * rules are the protocol's schema, from its own chunk (the first load carries no zod).
 */
export async function checkAlias(
  teams: readonly string[],
  alias: string,
  team: string,
): Promise<AliasCheck> {
  const { aliasForm } = await loadProtocolDefs();
  const parsed = aliasForm(teams).safeParse({ alias, team });
  if (parsed.success) return { ok: true, ...parsed.data };
  const errors: AliasErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'alias') errors.alias ??= issue.message;
    if (field === 'team') errors.team ??= issue.message;
  }
  return { ok: false, errors };
}

/** The teams a facilitated player picks from: the exercise's, else the default four. */
export function teamsOf(session: Pick<ExerciseSession, 'teams'>): string[] {
  return Array.isArray(session.teams) && session.teams.length > 0
    ? session.teams
    : [...DEFAULT_TEAMS];
}
