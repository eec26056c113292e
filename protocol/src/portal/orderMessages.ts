/**
 * The messages of the order rules (docs/portal.md, "Ordering"): the web shows them before an
 * order is sent, the server answers them when it refuses one. One text per rule.
 */
export const ORDER_MESSAGES = {
  scenarioNeeded: 'A scenario needs to be selected',
  identifierNeeded: 'Fill in the identifier field',
  /** The campaign form's wording of the same rule (admin console). */
  campaignIdentifierNeeded: 'Fill in the identifier field.',
  dateNeeded: 'Select a date',
  higherTier: 'This scenario requires a higher subscription tier.',
  tooManyPlayers: 'Maximum allowed number of players reached',
  teamsNeedLevel: 'A higher subscription is required for the use of teams',
  teamsDisabled: 'Teams are not enabled for this exercise',
  countNeeded: 'Please select how many participants.',
  noPlayers: 'Add at least one player email address.',
  privacyOff: 'Privacy mode is off for your account: enter the players’ email addresses instead.',
  unknownScenario: 'Scenario not found.',
  unknownTrainer: 'The selected trainer is not one of your trainers.',
  selectClient: 'Please select a client.',
  invalidClient: 'Client selected is not valid',
  invalidBranding: 'The selected branding is not a known client.',
  blankTeam: 'Give every team a name.',
  sameTeams: 'Each team needs a different name.',
  teamsUnused:
    'Teams are enabled but every player is in No Team. Drag players into a team, or press Disable Teams.',
} as const;

/** An identifier the client already used (compared without case or outer spaces). */
export function identifierTaken(identifier: string): string {
  return `An exercise named "${identifier.trim()}" already exists. Please choose another identifier.`;
}

/** The key that makes identifiers unique inside one client: 'Q1 Drill' and 'q1 drill ' clash. */
export function identifierKey(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/** A player's e-mail address that is not one mailbox address (core/email.ts). */
export function invalidEmail(email: string): string {
  return `${email} is not a valid email address.`;
}

/** An e-mail address listed twice in one order. */
export function duplicateEmail(email: string): string {
  return `${email} is a duplicate email address.`;
}
