import type { z } from 'zod';
import type { Ack, BroadcastDef, CommandDef } from '../core/socket';
import * as auth from '../auth/events';
import * as facilitator from '../facilitator/events';
import * as mail from '../mail/events';
import * as player from '../player/events';
import * as report from '../reports/events';
import * as presence from '../scenarios/presence';
import * as session from './events';

/** Every client-to-server command, keyed by its wire name. */
export const commands = {
  [session.hello.name]: session.hello,
  [report.followReports.name]: report.followReports,
  [presence.openScenario.name]: presence.openScenario,
  [presence.closeScenario.name]: presence.closeScenario,
} as const;

/** Every server-to-client broadcast, keyed by its wire name. */
export const broadcasts = {
  [auth.accountUpdated.name]: auth.accountUpdated,
  [player.mailChanged.name]: player.mailChanged,
  [player.exerciseRemoved.name]: player.exerciseRemoved,
  [player.exerciseOpened.name]: player.exerciseOpened,
  [facilitator.statusChanged.name]: facilitator.statusChanged,
  [facilitator.playersChanged.name]: facilitator.playersChanged,
  [mail.invitationsProgressed.name]: mail.invitationsProgressed,
  [report.reportChanged.name]: report.reportChanged,
  [presence.presenceChanged.name]: presence.presenceChanged,
  [presence.scenarioSaved.name]: presence.scenarioSaved,
} as const;

export type Commands = typeof commands;
export type Broadcasts = typeof broadcasts;
export type CommandName = keyof Commands;
export type BroadcastName = keyof Broadcasts;

type AnyCommand = CommandDef<string, z.ZodType, z.ZodType>;
type AnyBroadcast = BroadcastDef<string, z.ZodType>;

export type CommandPayload<N extends CommandName> = z.input<Commands[N]['payload']>;
export type CommandResult<N extends CommandName> = z.output<Commands[N]['result']>;
export type BroadcastData<N extends BroadcastName> = z.output<Broadcasts[N]['data']>;

/** socket.io generics derived from the declarations: nothing is typed twice. */
export type ClientToServerEvents = {
  [N in CommandName]: Commands[N] extends AnyCommand
    ? (payload: CommandPayload<N>, ack: (answer: Ack<CommandResult<N>>) => void) => void
    : never;
};
export type ServerToClientEvents = {
  [N in BroadcastName]: Broadcasts[N] extends AnyBroadcast
    ? (push: BroadcastData<N>) => void
    : never;
};

export { session };
