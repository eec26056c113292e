import type { RequestHandler, Router } from 'express';
import type { Cluster } from '../cluster/cluster';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Store } from '../store';
import type { Publisher } from '../realtime/publisher';
import type { SocketRouter } from '../realtime/router';
import type { DojoIo, SocketPrincipal } from '../realtime/types';
import type { FacilitatorPrincipal } from '../core/principal';
import type { Guard } from '../http/bind';
import type { Guards } from './auth/guards';
import type { TokenService } from './auth/tokens';
import type { CreditsService } from './credits/credits.service';
import type { PdfsService } from './pdfs/pdfs.service';
import type { Jobs } from './jobs/jobs';
import type { PlayerGames } from './player/playerGame';
import type { ScenarioCache } from './player/scenarioCache';
import type { Erasure } from './privacy/erasure';
import type { WallClock } from '../core/clock';
import type { DomainEvents } from '../core/domainEvents';
import type { Metrics } from './metrics/metrics';
import type { Repos } from './repos';
import type { StartupWork } from '../core/startup';
import type { SecretBox } from './auth/secretBox';
import type { AuditService } from './auth/audit.service';

/**
 * What the composition root hands every feature, each part built once: the config, the one
 * wall clock, every repo, the domain events, the socket publisher, the guards, the cluster, and the few
 * services more than one feature uses. A feature takes what it needs from here and never
 * imports another feature's wiring.
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  store: Store;
  clock: WallClock;
  repos: Repos;
  events: DomainEvents;
  publisher: Publisher;
  tokens: TokenService;
  /** The account and player guards, and the facilitator link's (console and report calls). */
  guards: Guards & { facilitator: Guard<FacilitatorPrincipal> };
  /** What several server processes share on MongoDB; one process on the embedded store. */
  cluster: Cluster;
  /** The operator's figures (docs/operations.md); features hand in what they know. */
  metrics: Metrics;
  /** Start-up work still running after listen; readiness waits for it. */
  startup: StartupWork;
  shared: {
    /** The PDF library: the editor edits it, the player fills its forms. */
    pdfs: PdfsService;
    /** A client's credits: orders spend them, the portal shows them. */
    credits: CreditsService;
    /** The one erasure path: journal, erasure event, every feature's own repo. */
    erasure: Erasure;
    /** The audit log of sign-ins and account security: `audit.record(...)` (docs/auth.md). */
    audit: AuditService;
    /** Seals and opens authenticator secrets at rest (docs/auth.md, "Stored shape"). */
    secondFactorSecrets: SecretBox;
    /** The persistent job queue: features define their jobs on it as they are built. */
    jobs: Jobs;
    /** Each exercise's scenario compiled once, for the player runner and reports alike. */
    scenarios: ScenarioCache;
    /** Each player's game, loaded and projected: what players see is what reports score. */
    games: PlayerGames;
  };
}

/** What a feature adds to the running server; every part is optional. */
export interface Feature {
  /** Runs before every feature's routes, for every request (the metrics' timings). */
  middleware?: RequestHandler[];
  /** Its REST calls (thin routes over its services). */
  routers?: Router[];
  /** The socket rooms a connecting principal joins for this feature. */
  socketScopes?: (principal: SocketPrincipal) => string[];
  /** Its socket commands, on the one router. */
  commands?: (router: SocketRouter) => void;
  /** Runs once the socket server exists (the player runner joins sockets to scopes). */
  attach?: (io: DojoIo) => void;
  /** Stops its timers (and jobs) at shutdown, before the store closes. */
  close?: () => void | Promise<void>;
}
