import {
  ORDER_MESSAGES as M,
  type CreateFacilitateRequest,
  type FacilitatedCreated,
} from '@dojo/protocol';
import { STOPPED_CLOCK } from '@dojo/scheduler';
import { badRequest, notFound } from '../../errors';
import type { StaffPrincipal } from '../../core/principal';
import type { ScenariosRepo } from '../scenarios/scenarios.repo';
import type { ClientsRepo } from '../clients/clients.repo';
import type { ExerciseCreator } from './exerciseCreator';
import { orderDate } from './orderRules';
import type { TokenMaker } from './tokens';
import type { Clock } from '../../core/clock';

/** The owner of a facilitated exercise without branding: the platform itself. */
export const NO_CLIENT = '';

/**
 * POST /api/createFacilitate: an admin sets up a live session. It starts closed and not
 * started; the facilitator opens and starts it from the console. It has no players yet:
 * each browser entering the shared link picks an alias and a team (docs/facilitator.md).
 */
export function facilitatedService(deps: {
  creator: ExerciseCreator;
  clients: ClientsRepo;
  scenarios: ScenariosRepo;
  clock: Clock;
  newToken: TokenMaker;
}) {
  const { creator, clients, scenarios, clock, newToken } = deps;

  async function create(
    input: CreateFacilitateRequest,
    admin: StaffPrincipal,
  ): Promise<FacilitatedCreated> {
    const branding = input.branding.trim();
    if (branding !== '' && !(await clients.findByName(branding))) {
      throw badRequest(M.invalidBranding, 'unknown_branding');
    }
    const scenario = await scenarios.findByFileName(input.scenario);
    if (!scenario) throw notFound(M.unknownScenario, 'unknown_scenario');
    const date = orderDate(input.date, clock.now());
    const facilitatorToken = newToken();
    const joinToken = newToken();
    const { exercise } = await creator.create(
      {
        client: branding === '' ? NO_CLIENT : branding,
        identifier: input.identifier,
        scenarioFileName: scenario.fileName,
        facilitated: true,
        teams: input.teams,
        trainers: [],
        branding: branding === '' ? null : branding,
        date,
        expiresAt: null,
        clock: { ...STOPPED_CLOCK },
        open: false,
        facilitatorToken,
        facilitatorEmail: input.email,
        joinToken,
        private: false,
        orderedBy: admin.user,
        credits: 0,
      },
      scenario,
      [],
    );
    return {
      type: 'success',
      data: `Facilitated exercise "${input.identifier}" created.`,
      exerciseId: exercise._id,
      identifier: exercise.identifier,
      facilitatorToken,
      joinToken,
    };
  }

  return { create };
}
export type FacilitatedService = ReturnType<typeof facilitatedService>;
