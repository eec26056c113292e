import { DEFAULT_TEAMS, NO_TEAM, ORDER_MESSAGES, type TeamRef } from '@dojo/protocol';
import { emailKey, teamOf, type TeamDraft } from '../../portal/order/orderDraft';

/** The Create Campaign form's teams (docs/admin.md "Campaign teams"). */
export interface CampaignTeams extends TeamDraft {
  enabled: boolean;
}

export function noCampaignTeams(): CampaignTeams {
  return { enabled: false, teams: [DEFAULT_TEAMS[0], DEFAULT_TEAMS[1]], assignment: {} };
}

/** The non-blank player e-mails, trimmed, each once (the team editor shows these). */
export function campaignEmails(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  return emails
    .map((email) => email.trim())
    .filter((email) => {
      if (email === '' || seen.has(emailKey(email))) return false;
      seen.add(emailKey(email));
      return true;
    });
}

/** The players of the createOrder payload: blank rows dropped, each with its team's name or -1. */
export function campaignPlayers(
  emails: readonly string[],
  teams: CampaignTeams,
): { email: string; team: TeamRef }[] {
  return emails
    .filter((email) => email.trim() !== '')
    .map((email) => {
      const team = teams.enabled ? teamOf(teams, email) : NO_TEAM;
      const name = team === NO_TEAM ? undefined : teams.teams[team]?.trim();
      return { email, team: name === undefined || name === '' ? NO_TEAM : name };
    });
}

/** Why the teams cannot be sent (a used team without a name, or two with one name); or null. */
export function campaignTeamProblem(
  emails: readonly string[],
  teams: CampaignTeams,
): string | null {
  if (!teams.enabled) return null;
  const used = new Set(campaignEmails(emails).map((email) => teamOf(teams, email)));
  used.delete(NO_TEAM);
  if (used.size === 0) return null;
  const names = teams.teams.map((team) => team.trim().toLowerCase());
  if (names.some((name) => name === '')) return ORDER_MESSAGES.blankTeam;
  if (new Set(names).size !== names.length) return ORDER_MESSAGES.sameTeams;
  return null;
}
