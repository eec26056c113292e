import { plural } from '../core/text';

/**
 * What the admin console and the client gateway answer, besides the form rules in
 * accounts.ts, exercises.ts and gateway/entities.ts. One home, used by server and web.
 */
export const ADMIN_MESSAGES = {
  // Success texts: the gateway's are the product's wording; the others are ours.
  clientCreated: 'Successfully Created Client',
  clientUpdated: 'Successfully Updated Client',
  clientDeleted: 'Successfully Deleted Client',
  accountCreated: (username: string) => `Account ${username} created.`,
  creditsChanged: (client: string, credits: number) =>
    `${client} now has ${plural(credits, 'credit')}.`,
  scenarioAdded: (scenario: string, client: string) => `${client} can now order ${scenario}.`,
  scenarioRemoved: (scenario: string, client: string) =>
    `${client} can no longer order ${scenario}.`,
  privacyChanged: (client: string, isPrivate: boolean) =>
    `${client} is now ${isPrivate ? 'in privacy mode' : 'out of privacy mode'}.`,
  emailChanged: (client: string) => `The e-mail address of ${client} was changed.`,
  emailsHidden: (players: number) =>
    `Every stored e-mail address is hidden (${plural(players, 'player')}).`,
  /** Shown while hideEmailAddress runs. */
  emailsHiding: 'Cleaning up all the emails.',
  shortened: (shorten: string) => `The exercise now opens at /exercise/${shorten}.`,
  exerciseRemoved: (exercise: string) => `Exercise ${exercise} removed.`,
  /** forgetPerson's answer: what was erased under the address. */
  personForgotten: (email: string, erased: { players: number; messages: number }) =>
    `${email} is forgotten: ${plural(erased.players, 'player')} and ${plural(erased.messages, 'message')} erased.`,
  /** Asked before forgetPerson runs. */
  forgetConfirm: (email: string) =>
    `Erase everything stored under ${email}: players, answers, notes and mail? This cannot be undone.`,

  // Refusals.
  clientNotValid: 'Client selected is not valid',
  selectClient: 'Please select a client.',
  usernameTaken: 'This username is already taken.',
  clientTaken: 'A client with this name already exists.',
  unknownClient: 'There is no client with this name.',
  unknownScenario: 'Select a Scenario.',
  noExercise: 'No exercise selected',
  ambiguousExercise: (exercise: string) =>
    `Several clients have an exercise named ${exercise}; remove it from its exercise list.`,
  shortTaken: 'This shortened URL is already in use.',
  shortOnlyFacilitated:
    'Only a facilitated exercise has a shared link to shorten; campaign players each have their own.',
  creditsBusy: 'The balance kept changing; please try again.',
  clientInUse: 'This client still has accounts or exercises and cannot be deleted.',
} as const;
