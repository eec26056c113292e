import type { AppContext, Feature } from '../context';
import type { DomainEvents } from '../../core/domainEvents';
import type { DojoIo } from '../../realtime/types';
import { ScopeRunner } from './runner/scopeRunner';
import { playerScopes } from './runner/scopes';
import { answersService } from './answers.service';
import { waitingScope } from './waitToken';
import { watchWaitingPresence } from './waitingPresence';
import { entryService } from './entry.service';
import { mailboxService, type ViewInputs } from './mailbox.service';
import { notebookService } from './notebook.service';
import { playerRoutes } from './player.routes';
import { resyncPlayers } from './resyncPlayers';
import { socialErasure } from './social.erasure';
import { socialService } from './social.service';

/** What tells the runner a write happened; on MongoDB every process's runner hears it. */
const RUNNER_CALLS = [
  'exerciseChanged',
  'exerciseRemoved',
  'playerChanged',
  'teamChanged',
] as const;
type Runner = Pick<ScopeRunner<ViewInputs>, (typeof RUNNER_CALLS)[number]>;

/** The runner re-projects what players see after every write told as a domain event. */
export function runnerListens(events: DomainEvents, runner: Runner): void {
  events.on('exerciseChanged', ({ exerciseId }) => runner.exerciseChanged(exerciseId));
  events.on('exerciseRemoved', ({ exerciseId }) => runner.exerciseRemoved(exerciseId));
  events.on('playerChanged', (e) => runner.playerChanged(e.exerciseId, e.playerId));
  events.on('playerJoined', (e) => runner.playerChanged(e.exerciseId, e.playerId));
  events.on('playerRead', (e) => runner.playerChanged(e.exerciseId, e.playerId));
  events.on('playerPosted', (e) => runner.playerChanged(e.exerciseId, e.playerId));
  events.on('playerAnswered', (e) =>
    e.team === null
      ? runner.playerChanged(e.exerciseId, e.playerId)
      : runner.teamChanged(e.exerciseId, e.team),
  );
}

/**
 * The player's side: entry, inbox, answers, social, notebook, and the runner that pushes
 * each player's inbox. It reads the exercises' collections through the shared repos.
 */
export function playerFeature(ctx: AppContext): Feature {
  const { repos, clock, events } = ctx;
  const { exercises, players, responses, social } = repos;
  const { scenarios, games } = ctx.shared;
  const mailboxes = mailboxService({ games, players, social, scenarios, events, clock });
  const runner = new ScopeRunner<ViewInputs>({
    source: mailboxes.source,
    publisher: ctx.publisher,
    clock,
    logger: ctx.logger,
  });
  ctx.metrics.watchRunner(() => runner.stats());
  // Each process serves its own sockets' scopes, so every process hears each invalidation.
  runnerListens(events, ctx.cluster.everywhere<Runner>('player-runner', runner, RUNNER_CALLS));
  // Invalidations from other processes may have been missed: re-project every player here.
  let server: DojoIo | undefined;
  let stopPresence = () => {};
  ctx.cluster.onResync(() => resyncPlayers(server, runner));

  socialErasure(events, social);
  const forms = ctx.shared.pdfs;
  const services = {
    entry: entryService({
      exercises,
      players,
      waiting: repos.waitingPlayers,
      clients: repos.clients,
      tokens: ctx.tokens,
      games,
      events,
      clock,
      playersPerSession: ctx.config.PLAYERS_PER_SESSION,
    }),
    mailboxes,
    answers: answersService({ mailboxes, responses, forms, events, clock }),
    social: socialService({ mailboxes, social, events, clock }),
    notebook: notebookService({ mailboxes, players, pdfs: forms }),
  };

  return {
    routers: [playerRoutes({ guards: ctx.guards, ...services })],
    socketScopes: (principal) => {
      if (principal.kind === 'waiting') return [waitingScope(principal.exerciseId)];
      return principal.kind === 'player' ? playerScopes(principal) : [];
    },
    attach: (io) => {
      server = io;
      runner.attach(io);
      // Who closed the waiting page leaves the console's waiting room (docs/facilitator.md).
      const waiting = repos.waitingPlayers;
      stopPresence = watchWaitingPresence({ io, waiting, events, clock, logger: ctx.logger });
    },
    close: () => {
      stopPresence();
      return runner.close();
    },
  };
}
