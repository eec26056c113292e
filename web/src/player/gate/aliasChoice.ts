import {
  ALIAS_MIN_LENGTH,
  ALIAS_RULE,
  DEFAULT_TEAMS,
  TEXT_LIMITS,
  aliasForm,
  type ExerciseSession,
} from '@dojo/protocol';
import type { z } from 'zod';
import type { Translate } from '../../shared/i18n';

export interface AliasErrors {
  alias?: string;
  team?: string;
}

export type AliasCheck =
  { ok: true; alias: string; team: string } | { ok: false; errors: AliasErrors };

/** An alias refusal in the player's language, from the rule protocol's schema names. */
function aliasWords(t: Translate, issue: z.core.$ZodIssue): string {
  const rule =
    issue.code === 'custom' ? (issue.params as { rule?: string } | undefined)?.rule : null;
  if (issue.code === 'too_big') return t('alias.error.long', { max: TEXT_LIMITS.alias });
  if (rule === ALIAS_RULE.email) return t('alias.error.email');
  if (rule === ALIAS_RULE.short || issue.code === 'invalid_type') {
    return t('alias.error.short', { min: ALIAS_MIN_LENGTH });
  }
  return t('alias.error.unsafe');
}

/**
 * The alias form's rules (docs/player.md), one message per field in the player's language;
 * the alias is lowercased.
 */
export function checkAlias(
  teams: readonly string[],
  alias: string,
  team: string,
  t: Translate,
): AliasCheck {
  const parsed = aliasForm(teams).safeParse({ alias, team });
  if (parsed.success) return { ok: true, ...parsed.data };
  const errors: AliasErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'alias') errors.alias ??= aliasWords(t, issue);
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
