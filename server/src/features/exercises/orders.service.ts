import {
  CREDITS_PER_PLAYER,
  ORDER_MESSAGES as M,
  maxPlayers,
  plural,
  teamsLeftEmpty,
  type CreateOrderRequest,
  type OrderCreated,
} from '@dojo/protocol';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AccountsRepo } from '../auth/accounts.repo';
import type { CustomerPrincipal, StaffPrincipal } from '../../core/principal';
import type { ScenarioDoc, ScenariosRepo } from '../scenarios/scenarios.repo';
import type { ClientDoc, ClientsRepo } from '../clients/clients.repo';
import type { ExerciseCreator, PlayerSeed } from './exerciseCreator';
import type { ExerciseDoc, PlayerDoc } from './exercise.docs';
import { expiresAtFor, levelAllows, orderDate, resolveTeams } from './orderRules';
import { anonymousIds } from './tokens';
import type { Clock } from '../../core/clock';

type Roster = { seeds: PlayerSeed[]; teams: string[] };

function answer(message: string, exercise: ExerciseDoc, players: PlayerDoc[]): OrderCreated {
  return {
    type: 'success',
    data: message,
    exerciseId: exercise._id,
    identifier: exercise.identifier,
    credits: exercise.credits,
    players: players.map(({ user, team, linkToken }) => ({ user, team, token: linkToken })),
  };
}

/** Players named by e-mail, with their teams (blank rows were dropped by the schema). */
function emailRoster(order: CreateOrderRequest): Roster {
  const { rows, teams } = resolveTeams(order.players ?? []);
  if (rows.length === 0) throw badRequest(M.noPlayers, 'no_players');
  const seeds = rows.map(({ email, team, language, timeSetting }) => ({
    user: email,
    email,
    team,
    language,
    ...(timeSetting === undefined ? {} : { timeSetting }),
  }));
  return { seeds, teams };
}

/**
 * POST /api/createOrder: a client orders an exercise in the portal, or an admin creates a
 * campaign for a client. Every rule is checked before anything is written or paid.
 */
export function ordersService(deps: {
  creator: ExerciseCreator;
  clients: ClientsRepo;
  scenarios: ScenariosRepo;
  accounts: AccountsRepo;
  clock: Clock;
}) {
  const { creator, clients, scenarios, accounts, clock } = deps;

  /** A portal client may order a scenario of the catalogue, or one granted to it. */
  async function orderableScenario(fileName: string, client: ClientDoc): Promise<ScenarioDoc> {
    const scenario = await scenarios.findByFileName(fileName);
    const granted = client.scenarios.includes(fileName);
    if (!scenario || (!scenario.visible && !granted)) {
      throw notFound(M.unknownScenario, 'unknown_scenario');
    }
    return scenario;
  }

  /** Enable Teams on with every player in No Team (docs/portal.md): refused, not guessed. */
  function refuseUnusedTeams(order: CreateOrderRequest): void {
    const problem = teamsLeftEmpty(order.teams, order.players ?? []);
    if (problem) throw badRequest(problem, 'teams_unused');
  }

  /** Privacy mode names a participant count; otherwise the players' e-mails. */
  function portalRoster(order: CreateOrderRequest, client: ClientDoc): Roster {
    if (!client.private) {
      if (order.private === true) throw badRequest(M.privacyOff, 'privacy_off');
      return emailRoster(order);
    }
    if (order.private !== true || order.count === undefined) {
      throw badRequest(M.countNeeded, 'count_needed');
    }
    return {
      seeds: anonymousIds(order.count).map((user) => ({ user, email: null, team: null })),
      teams: [],
    };
  }

  /** The order's trainers: the chosen trainer (one of the client's), and a trainer who orders. */
  async function trainersOf(principal: CustomerPrincipal, trainer = ''): Promise<string[]> {
    const chosen = new Set<string>();
    if (principal.role === '01') chosen.add(principal.user);
    if (trainer.trim() !== '') {
      const wanted = trainer.trim().toLowerCase();
      const match = (await accounts.listTrainers(principal.client)).find(
        (account) => account.username.toLowerCase() === wanted,
      );
      if (!match) throw badRequest(M.unknownTrainer, 'unknown_trainer');
      chosen.add(match.username);
    }
    return [...chosen];
  }

  async function portalOrder(
    order: CreateOrderRequest,
    principal: CustomerPrincipal,
  ): Promise<OrderCreated> {
    const client = await clients.findByName(principal.client);
    if (!client) throw forbidden('Your account does not belong to a client.');
    const scenario = await orderableScenario(order.scenario, client);
    if (!levelAllows(scenario.level, client.level)) throw forbidden(M.higherTier);
    const { seeds, teams } = portalRoster(order, client);
    refuseUnusedTeams(order);
    if (seeds.length > maxPlayers(client.level)) throw badRequest(M.tooManyPlayers, 'too_many');
    if (teams.length > 0 && client.level === 0) throw forbidden(M.teamsNeedLevel);
    if (teams.length > 0 && !scenario.teams) throw badRequest(M.teamsDisabled, 'no_teams');
    const date = orderDate(order.date, clock.now());
    const trainers = await trainersOf(principal, order.trainer);
    const credits = seeds.length * CREDITS_PER_PLAYER;
    const created = await creator.create(
      {
        client: client.name,
        identifier: order.identifier,
        scenarioFileName: scenario.fileName,
        facilitated: false,
        teams,
        trainers,
        branding: client.name,
        date,
        expiresAt: expiresAtFor(date, clock.now()),
        clock: null,
        open: true,
        facilitatorToken: null,
        facilitatorEmail: null,
        joinToken: null,
        private: client.private,
        orderedBy: principal.user,
        credits,
        ...(order.language ? { language: order.language } : {}),
      },
      scenario,
      seeds,
    );
    const message = `Your exercise "${order.identifier}" is ordered for ${plural(seeds.length, 'player')}; ${plural(credits, 'credit')} used.`;
    return answer(message, created.exercise, created.players);
  }

  /** A campaign is the admin's: no level, cap or credit rules (see docs/exercises.md). */
  async function campaign(order: CreateOrderRequest, admin: StaffPrincipal): Promise<OrderCreated> {
    const name = order.username.trim();
    if (name === '') throw badRequest(M.selectClient, 'select_client');
    const client = await clients.findByName(name);
    if (!client) throw badRequest(M.invalidClient, 'unknown_client');
    const branding = order.branding?.trim() ?? '';
    if (branding !== '' && !(await clients.findByName(branding))) {
      throw badRequest(M.invalidBranding, 'unknown_branding');
    }
    const scenario = await scenarios.findByFileName(order.scenario);
    if (!scenario) throw notFound(M.unknownScenario, 'unknown_scenario');
    const { seeds, teams } = emailRoster(order);
    refuseUnusedTeams(order);
    if (teams.length > 0 && !scenario.teams) throw badRequest(M.teamsDisabled, 'no_teams');
    const date = orderDate(order.date, clock.now());
    const created = await creator.create(
      {
        client: client.name,
        identifier: order.identifier,
        scenarioFileName: scenario.fileName,
        facilitated: false,
        teams,
        trainers: [],
        branding: branding === '' ? null : branding,
        date,
        expiresAt: expiresAtFor(date, clock.now()),
        clock: null,
        open: true,
        facilitatorToken: null,
        facilitatorEmail: null,
        joinToken: null,
        private: false,
        orderedBy: admin.user,
        credits: 0,
        ...(order.language ? { language: order.language } : {}),
      },
      scenario,
      seeds,
    );
    const message = `Campaign "${order.identifier}" created for ${plural(seeds.length, 'player')}.`;
    return answer(message, created.exercise, created.players);
  }

  return { portalOrder, campaign };
}
export type OrdersService = ReturnType<typeof ordersService>;
