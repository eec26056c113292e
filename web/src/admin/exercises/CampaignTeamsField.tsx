import { TeamEditor } from '../../portal/order/lazyTeamEditor';
import { moveToTeam, removeTeam, renameTeam, teamOf } from '../../portal/order/orderDraft';
import '../../portal/order/order.css';
import { campaignEmails, type CampaignTeams } from './campaignTeams';

/**
 * Enable Teams and the portal's team editor, for a campaign's players (docs/admin.md
 * "Campaign teams"). The server refuses teams for a scenario that has them switched off.
 */
export function CampaignTeamsField({
  emails,
  teams,
  onChange,
}: {
  emails: string[];
  teams: CampaignTeams;
  onChange(update: (teams: CampaignTeams) => CampaignTeams): void;
}) {
  return (
    <div className="order-teams">
      <button
        type="button"
        className="btn btn-secondary"
        aria-pressed={teams.enabled}
        onClick={() =>
          onChange((current) =>
            current.enabled
              ? { ...current, enabled: false, assignment: {} }
              : { ...current, enabled: true },
          )
        }
      >
        {teams.enabled ? 'Disable Teams' : 'Enable Teams'}
      </button>
      {teams.enabled && (
        <TeamEditor
          emails={campaignEmails(emails)}
          teams={teams.teams}
          teamOf={(email) => teamOf(teams, email)}
          onMove={(email, team) => onChange((current) => moveToTeam(current, email, team))}
          onRename={(index, name) => onChange((current) => renameTeam(current, index, name))}
          onRemove={(index) => onChange((current) => removeTeam(current, index))}
        />
      )}
    </div>
  );
}
