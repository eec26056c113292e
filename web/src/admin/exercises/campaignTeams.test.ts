import { describe, expect, it } from 'vitest';
import { moveToTeam, renameTeam } from '../../portal/order/orderDraft';
import {
  campaignEmails,
  campaignPlayers,
  campaignTeamProblem,
  noCampaignTeams,
} from './campaignTeams';

const emails = ['ann@acme.test', ' ', 'bob@acme.test', 'cat@acme.test'];

describe('the Create Campaign players payload', () => {
  it('sends every player without a team as -1 while teams are off', () => {
    expect(campaignPlayers(emails, noCampaignTeams())).toEqual([
      { email: 'ann@acme.test', team: -1 },
      { email: 'bob@acme.test', team: -1 },
      { email: 'cat@acme.test', team: -1 },
    ]);
  });

  it("sends each player's team by its (renamed) name, and -1 for No Team", () => {
    let teams = { ...noCampaignTeams(), enabled: true };
    teams = moveToTeam(teams, 'ann@acme.test', 0);
    teams = moveToTeam(teams, 'BOB@acme.test', 'new');
    teams = renameTeam(teams, 0, ' Blue cell ');
    expect(campaignPlayers(emails, teams)).toEqual([
      { email: 'ann@acme.test', team: 'Blue cell' },
      { email: 'bob@acme.test', team: 'Cronus' },
      { email: 'cat@acme.test', team: -1 },
    ]);
  });

  it('drops the team assignments when teams are switched off again', () => {
    const teams = moveToTeam({ ...noCampaignTeams(), enabled: true }, 'ann@acme.test', 1);
    expect(campaignPlayers(emails, { ...teams, enabled: false })[0]).toEqual({
      email: 'ann@acme.test',
      team: -1,
    });
  });
});

describe('the Create Campaign team rules', () => {
  it('accept teams no player is in yet', () => {
    const teams = renameTeam({ ...noCampaignTeams(), enabled: true }, 0, '');
    expect(campaignTeamProblem(emails, teams)).toBeNull();
  });

  it('refuse a team without a name, and two teams with one name', () => {
    const used = moveToTeam({ ...noCampaignTeams(), enabled: true }, 'ann@acme.test', 0);
    expect(campaignTeamProblem(emails, renameTeam(used, 1, ' '))).toBe('Give every team a name.');
    expect(campaignTeamProblem(emails, renameTeam(used, 1, 'ATHENA'))).toBe(
      'Each team needs a different name.',
    );
  });

  it('list each non-blank e-mail once for the team editor', () => {
    expect(campaignEmails([...emails, 'ANN@acme.test '])).toEqual([
      'ann@acme.test',
      'bob@acme.test',
      'cat@acme.test',
    ]);
  });
});
