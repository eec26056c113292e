/**
 * The messages of the reports and dashboard rules, used verbatim by the server (which
 * enforces the rules) and the web (which shows the same words): one home for each.
 */
export const REPORT_MESSAGES = {
  /** A signed-in account whose role has no Reports tab, or a report of another client. */
  noAccess: 'You do not have access to this report.',
  /** A trainer sub account asking for the report of an exercise it does not train. */
  trainerOnlyReport: 'Only the trainer of the exercise can see the report.',
  /** A trainer sub account reminding or extending a player of an exercise it does not train. */
  trainerOnlyModify: 'Only the trainer of this exercise can modify it.',
  /** The reminder's e-mail rule. */
  invalidReminderEmail: 'Ensure that the provided email address is valid.',
  /** A player code that is not one of the exercise's players. */
  unknownPlayer: 'This player is not part of the exercise.',
} as const;

/** 'There is no Report of {name}': the report named does not exist (or has no data yet). */
export function noReportOf(name: string): string {
  return `There is no Report of ${name}`;
}

/** Shown when an extend press moved a player's expiry. */
export function extendedUntil(player: string, isoDate: string): string {
  return `The exercise of ${player} now expires on ${isoDate.slice(0, 10)}.`;
}
