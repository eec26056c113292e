import { DEFAULT_TEAMS, type ExerciseSession } from '@dojo/protocol';
import type { z } from 'zod';
import type { Translate } from '../../shared/i18n';
import { loadProtocolDefs } from '../../shared/protocolLater';

export interface AliasErrors {
  alias?: string;
  team?: string;
}

export type AliasCheck =
  { ok: true; alias: string; team: string } | { ok: false; errors: AliasErrors };

type Defs = Awaited<ReturnType<typeof loadProtocolDefs>>;

/** An alias refusal in the player's language, from the rule protocol's schema names. */
function aliasWords(defs: Defs, t: Translate, issue: z.core.$ZodIssue): string {
  const rule =
    issue.code === 'custom' ? (issue.params as { rule?: string } | undefined)?.rule : null;
  if (issue.code === 'too_big') return t('alias.error.long', { max: defs.TEXT_LIMITS.alias });
  if (rule === defs.ALIAS_RULE.email) return t('alias.error.email');
  if (rule === defs.ALIAS_RULE.short || issue.code === 'invalid_type') {
    return t('alias.error.short', { min: defs.ALIAS_MIN_LENGTH });
  }
  return t('alias.error.unsafe');
}

/**
 * The alias form's rules (docs/player.md), one message per field in the player's language;
 * the alias is lowercased. The rules are the protocol's schema, from its own chunk (the first
 * load carries no zod).
 */
export async function checkAlias(
  teams: readonly string[],
  alias: string,
  team: string,
  t: Translate,
): Promise<AliasCheck> {
  const defs = await loadProtocolDefs();
  const parsed = defs.aliasForm(teams).safeParse({ alias, team });
  if (parsed.success) return { ok: true, ...parsed.data };
  const errors: AliasErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'alias') errors.alias ??= aliasWords(defs, t, issue);
    if (field === 'team') errors.team ??= t('alias.error.team');
  }
  return { ok: false, errors };
}

/** The teams a facilitated player picks from: the exercise's, else the default four. */
export function teamsOf(session: Pick<ExerciseSession, 'teams'>): string[] {
  return Array.isArray(session.teams) && session.teams.length > 0
    ? session.teams
    : [...DEFAULT_TEAMS];
}
