import { describe, expect, it } from 'vitest';
import { daysInMonth } from '@dojo/protocol';
import {
  checkDraft,
  costOf,
  draftDateWarning,
  emptyDraft,
  moveToTeam,
  nextTeamName,
  orderRequest,
  orderYears,
  removeTeam,
  renameTeam,
  teamOf,
  validEmails,
  setPlayerLanguage,
  type OrderContext,
  type OrderDraft,
} from './orderDraft';

const NOW = Date.UTC(2026, 10, 22);
const who = { token: 't', username: 'acmecorp', scenario: 'ransomwareAtDawn', privacy: false };
const context: OrderContext = { level: 2, privacy: false, scenarioTeams: true, identifiers: [] };

function draft(changes: Partial<OrderDraft> = {}): OrderDraft {
  return { ...emptyDraft(NOW), identifier: 'Q4 drill', emails: ['ann@acme.test'], ...changes };
}
const check = (value: OrderDraft, ctx: Partial<OrderContext> = {}) =>
  checkDraft(value, orderRequest(value, { ...who, privacy: ctx.privacy ?? false }), {
    ...context,
    ...ctx,
  });

describe('the date selects', () => {
  it('offer 29 days in February, 30 in April and 31 in May', () => {
    expect([daysInMonth(2), daysInMonth(4), daysInMonth(5)]).toEqual([29, 30, 31]);
  });

  it('offer the current UTC year and the two after it', () => {
    expect(orderYears(NOW)).toEqual([2026, 2027, 2028]);
  });

  it('start on today', () => {
    expect(emptyDraft(NOW)).toMatchObject({ year: 2026, month: 11, day: 22 });
  });
});

describe('cost', () => {
  it('is the number of valid e-mails, each counted once', () => {
    const value = draft({
      emails: ['ann@acme.test', ' ', 'bob', 'ANN@acme.test', 'cat@acme.test'],
    });
    expect(validEmails(value)).toEqual(['ann@acme.test', 'cat@acme.test']);
    expect(costOf(value, false)).toBe(2);
  });

  it('is the participant count in privacy mode', () => {
    expect(costOf(draft({ count: '12' }), true)).toBe(12);
    expect(costOf(draft({ count: '' }), true)).toBe(0);
  });
});

describe('the team editor', () => {
  it('starts every player in No Team and moves them between columns', () => {
    let value = draft({ emails: ['ann@acme.test', 'bob@acme.test'], teamsEnabled: true });
    expect(teamOf(value, 'ann@acme.test')).toBe(-1);
    value = moveToTeam(value, 'ann@acme.test', 1);
    expect(teamOf(value, 'ANN@acme.test')).toBe(1);
    value = moveToTeam(value, 'bob@acme.test', 'new');
    expect(value.teams).toEqual(['Athena', 'Artemis', 'Cronus']);
    expect(teamOf(value, 'bob@acme.test')).toBe(2);
  });

  it('names new teams Athena, Artemis, Cronus, Hades, then Team n', () => {
    expect(nextTeamName([])).toBe('Athena');
    expect(nextTeamName(['Athena', 'Artemis', 'Cronus', 'Hades'])).toBe('Team 5');
  });

  it('sends the renamed team names, and -1 for No Team', () => {
    let value = draft({ emails: ['ann@acme.test', 'bob@acme.test'], teamsEnabled: true });
    value = renameTeam(moveToTeam(value, 'ann@acme.test', 0), 0, 'Blue cell');
    expect(orderRequest(value, who)).toMatchObject({
      players: [
        { email: 'ann@acme.test', team: 'Blue cell' },
        { email: 'bob@acme.test', team: -1 },
      ],
    });
  });

  it('puts the players of a removed team back in No Team and keeps the others', () => {
    let value = draft({ emails: ['ann@acme.test', 'bob@acme.test'], teamsEnabled: true });
    value = moveToTeam(moveToTeam(value, 'ann@acme.test', 0), 'bob@acme.test', 1);
    value = removeTeam(value, 0);
    expect(value.teams).toEqual(['Artemis']);
    expect([teamOf(value, 'ann@acme.test'), teamOf(value, 'bob@acme.test')]).toEqual([-1, 0]);
  });

  it('sends no teams once teams are disabled', () => {
    const value = moveToTeam(draft({ teamsEnabled: true }), 'ann@acme.test', 0);
    expect(orderRequest({ ...value, teamsEnabled: false }, who)).toMatchObject({
      players: [{ email: 'ann@acme.test', team: -1 }],
    });
  });
});

describe('checkDraft', () => {
  it('accepts a complete order', () => {
    expect(check(draft())).toBeNull();
  });

  it('asks for the identifier with "Fill in the identifier field"', () => {
    expect(check(draft({ identifier: ' ' }))).toBe('Fill in the identifier field');
  });

  it('names an address without @', () => {
    expect(check(draft({ emails: ['bob'] }))).toBe('bob is not a valid email address.');
  });

  it('names a repeated address', () => {
    expect(check(draft({ emails: ['a@x.test', 'A@x.test'] }))).toBe(
      'A@x.test is a duplicate email address.',
    );
  });

  it('warns about an identifier the client already used', () => {
    expect(check(draft({ identifier: 'Old Drill' }), { identifiers: ['old drill'] })).toBe(
      'An exercise named "Old Drill" already exists. Please choose another identifier.',
    );
  });

  it('caps the players at 7 x (level + 1)', () => {
    const emails = Array.from({ length: 8 }, (_, index) => `p${index}@acme.test`);
    expect(check(draft({ emails }), { level: 0 })).toBe(
      'Maximum allowed number of players reached',
    );
  });

  it('refuses teams at white belt, and on a scenario without teams', () => {
    const value = moveToTeam(draft({ teamsEnabled: true }), 'ann@acme.test', 0);
    expect(check(value, { level: 0 })).toBe(
      'A higher subscription is required for the use of teams',
    );
    expect(check(value, { scenarioTeams: false })).toBe('Teams are not enabled for this exercise');
  });

  it('refuses Enable Teams with every player left in No Team, and sends teams: true', () => {
    const value = draft({ teamsEnabled: true, emails: ['ann@acme.test', 'bob@acme.test'] });
    expect(check(value)).toBe(
      'Teams are enabled but every player is in No Team. Drag players into a team, or press Disable Teams.',
    );
    expect(orderRequest(value, who)).toMatchObject({ teams: true });
    expect(check(moveToTeam(value, 'bob@acme.test', 1))).toBeNull();
    expect(orderRequest({ ...value, teamsEnabled: false }, who)).not.toHaveProperty('teams');
  });

  it('warns (without refusing) about a start date before today', () => {
    const past = draft({ month: 11, day: 3 });
    expect(draftDateWarning(past, NOW)).toBe(
      'The start date 3 November 2026 has passed: the exercise starts and the players are emailed as soon as you submit.',
    );
    expect(check(past)).toBeNull();
    expect(draftDateWarning(draft(), NOW)).toBeNull();
  });

  it('asks for the participant count in privacy mode', () => {
    expect(check(draft({ count: '' }), { privacy: true })).toBe(
      'Please select how many participants.',
    );
    expect(check(draft({ count: '5' }), { privacy: true })).toBeNull();
  });
});

describe('languages per player', () => {
  it("sends each row's language, and none for a row left to the order's", () => {
    const value = setPlayerLanguage(
      draft({ emails: ['fr@acme.test', 'en@acme.test'] }),
      'FR@acme.test',
      'fr',
    );
    expect(orderRequest(value, who)).toMatchObject({
      players: [
        { email: 'fr@acme.test', team: -1, language: 'fr' },
        { email: 'en@acme.test', team: -1 },
      ],
    });
    expect(orderRequest(value, who).players?.[1]).not.toHaveProperty('language');
  });

  it('keeps each language with its player when another row is removed', () => {
    let value = draft({ emails: ['a@acme.test', 'b@acme.test', 'c@acme.test'] });
    value = setPlayerLanguage(setPlayerLanguage(value, 'a@acme.test', 'fr'), 'c@acme.test', 'de');
    const removed = { ...value, emails: ['a@acme.test', 'c@acme.test'] };
    expect(orderRequest(removed, who).players).toMatchObject([
      { email: 'a@acme.test', language: 'fr' },
      { email: 'c@acme.test', language: 'de' },
    ]);
    expect(setPlayerLanguage(value, 'a@acme.test', '').playerLanguages).toEqual({
      'c@acme.test': 'de',
    });
  });
});
