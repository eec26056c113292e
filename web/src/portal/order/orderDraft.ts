import {
  DEFAULT_TEAMS,
  NO_TEAM,
  ORDER_MESSAGES,
  ORDER_YEARS,
  identifierKey,
  identifierTaken,
  maxPlayers,
  messagesFor,
  pastStartWarning,
  portalCalls,
  teamsLeftEmpty,
  type Language,
  type Level,
  type RequestOf,
  type TimeSetting,
} from '@dojo/protocol';

/** What the order form holds while the user fills it in (docs/portal.md). */
export interface OrderDraft {
  identifier: string;
  /** A trainer's username, or '' for none. */
  trainer: string;
  year: number;
  month: number;
  day: number;
  /** The player e-mail rows as typed; blank rows are ignored. */
  emails: string[];
  /** Privacy mode: the participant count ('' until chosen). */
  count: string;
  teamsEnabled: boolean;
  /** The team columns' names, in order. */
  teams: string[];
  /** Team column index by e-mail (lowercased); an e-mail not listed is in No Team. */
  assignment: Record<string, number>;
  /** The order's language (docs/languages.md); '' leaves it to each player's browser. */
  language: Language | '';
  /** A player's own language by e-mail (lowercased); one not listed has the order's. */
  playerLanguages: Record<string, Language>;
  /** Each player row's time setting (docs/extra-time.md); a missing one is standard. */
  times: TimeSetting[];
}

/** What the rules depend on besides the draft. */
export interface OrderContext {
  level: Level;
  privacy: boolean;
  scenarioTeams: boolean;
  /** Identifiers the client already used (lowercased). */
  identifiers: readonly string[];
}

/** The years the year select offers: the current UTC year and the next two. */
export function orderYears(now: number): number[] {
  const first = new Date(now).getUTCFullYear();
  return Array.from({ length: ORDER_YEARS }, (_, index) => first + index);
}

export function emptyDraft(now: number): OrderDraft {
  const today = new Date(now);
  return {
    identifier: '',
    trainer: '',
    year: today.getUTCFullYear(),
    month: today.getUTCMonth() + 1,
    day: today.getUTCDate(),
    emails: [''],
    count: '',
    teamsEnabled: false,
    teams: [DEFAULT_TEAMS[0], DEFAULT_TEAMS[1]],
    assignment: {},
    times: [],
    language: '',
    playerLanguages: {},
  };
}

/** Sets or clears ('') one player's language. */
export function setPlayerLanguage(
  draft: OrderDraft,
  email: string,
  language: Language | '',
): OrderDraft {
  const { [emailKey(email)]: _old, ...others } = draft.playerLanguages;
  return {
    ...draft,
    playerLanguages: language === '' ? others : { ...others, [emailKey(email)]: language },
  };
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The e-mails the order would invite: non-blank, with an '@', each once. */
export function validEmails(draft: OrderDraft): string[] {
  const seen = new Set<string>();
  const valid: string[] = [];
  for (const row of draft.emails) {
    const email = row.trim();
    if (!email.includes('@') || seen.has(emailKey(email))) continue;
    seen.add(emailKey(email));
    valid.push(email);
  }
  return valid;
}

/** One credit per valid e-mail, or per participant in privacy mode. */
export function costOf(draft: OrderDraft, privacy: boolean): number {
  return privacy ? Number(draft.count) || 0 : validEmails(draft).length;
}

/** The part of a draft the team editor works on (the portal order and the admin campaign). */
export type TeamDraft = Pick<OrderDraft, 'teams' | 'assignment'>;

export function teamOf(draft: TeamDraft, email: string): number {
  const team = draft.assignment[emailKey(email)];
  return team !== undefined && team < draft.teams.length ? team : NO_TEAM;
}

/** The name a new team column gets: the next unused default, else 'Team n'. */
export function nextTeamName(teams: readonly string[]): string {
  const used = new Set(teams.map((team) => team.trim().toLowerCase()));
  const free = DEFAULT_TEAMS.find((name) => !used.has(name.toLowerCase()));
  if (free) return free;
  let number = teams.length + 1;
  while (used.has(`team ${number}`)) number += 1;
  return `Team ${number}`;
}

/** Moves an e-mail to a team column, to No Team (-1), or to a new team ('new'). */
export function moveToTeam<D extends TeamDraft>(draft: D, email: string, team: number | 'new'): D {
  const teams = team === 'new' ? [...draft.teams, nextTeamName(draft.teams)] : draft.teams;
  const index = team === 'new' ? teams.length - 1 : team;
  return { ...draft, teams, assignment: { ...draft.assignment, [emailKey(email)]: index } };
}

export function renameTeam<D extends TeamDraft>(draft: D, index: number, name: string): D {
  return { ...draft, teams: draft.teams.map((team, at) => (at === index ? name : team)) };
}

/** Removes a team column; its players go back to No Team. */
export function removeTeam<D extends TeamDraft>(draft: D, index: number): D {
  const assignment: Record<string, number> = {};
  for (const [email, team] of Object.entries(draft.assignment)) {
    if (team === index) continue;
    assignment[email] = team > index ? team - 1 : team;
  }
  return { ...draft, teams: draft.teams.filter((_, at) => at !== index), assignment };
}

/** The createOrder request for this draft. */
export function orderRequest(
  draft: OrderDraft,
  who: { token: string; username: string; scenario: string; privacy: boolean },
): RequestOf<typeof portalCalls.createOrder> {
  const base = {
    token: who.token,
    scenario: who.scenario,
    username: who.username,
    identifier: draft.identifier,
    date: draftDate(draft),
    private: who.privacy,
    ...(draft.trainer === '' ? {} : { trainer: draft.trainer }),
    ...(draft.language === '' ? {} : { language: draft.language }),
  };
  if (who.privacy) return { ...base, count: draft.count };
  const players = draft.emails.map((email, row) => {
    const team = draft.teamsEnabled ? teamOf(draft, email) : NO_TEAM;
    const language = draft.playerLanguages[emailKey(email)];
    const timeSetting = draft.times[row];
    return {
      email,
      team: team === NO_TEAM ? NO_TEAM : (draft.teams[team]?.trim() ?? NO_TEAM),
      ...(language ? { language } : {}),
      ...(timeSetting === undefined || timeSetting === 'standard' ? {} : { timeSetting }),
    };
  });
  // Enable Teams on is sent, so the server refuses an order that left everyone in No Team.
  return { ...base, players, ...(draft.teamsEnabled ? { teams: true } : {}) };
}

function teamsInUse(draft: OrderDraft): boolean {
  return draft.teamsEnabled && validEmails(draft).some((email) => teamOf(draft, email) !== NO_TEAM);
}

/** The first rule the draft breaks, in the spec's words where it has them; null when none. */
export function checkDraft(
  draft: OrderDraft,
  request: object,
  context: OrderContext,
): string | null {
  const [schemaMessage] = messagesFor(portalCalls.createOrder.request, request);
  if (schemaMessage) return schemaMessage;
  if (context.identifiers.includes(identifierKey(draft.identifier))) {
    return identifierTaken(draft.identifier);
  }
  if (!context.privacy && validEmails(draft).length === 0) return ORDER_MESSAGES.noPlayers;
  if (costOf(draft, context.privacy) > maxPlayers(context.level))
    return ORDER_MESSAGES.tooManyPlayers;
  const unused = teamsLeftEmpty(
    draft.teamsEnabled,
    validEmails(draft).map((email) => ({ email, team: teamOf(draft, email) })),
  );
  if (unused) return unused;
  if (teamsInUse(draft)) {
    if (context.level === 0) return ORDER_MESSAGES.teamsNeedLevel;
    if (!context.scenarioTeams) return ORDER_MESSAGES.teamsDisabled;
    const names = draft.teams.map((team) => team.trim().toLowerCase());
    if (names.some((name) => name === '')) return ORDER_MESSAGES.blankTeam;
    if (new Set(names).size !== names.length) return ORDER_MESSAGES.sameTeams;
  }
  return null;
}

/** The draft's start date as the order sends it ('year-month-day'). */
export function draftDate(draft: Pick<OrderDraft, 'year' | 'month' | 'day'>): string {
  return `${draft.year}-${draft.month}-${draft.day}`;
}

/** The past-start-date warning for this draft (docs/portal.md: a warning, not a refusal). */
export function draftDateWarning(draft: OrderDraft, now: number): string | null {
  return pastStartWarning(draftDate(draft), now);
}
