import type { AppContext, Feature } from '../context';
import type { Clock } from '../../core/clock';
import type { Repos } from '../repos';
import { exerciseCreator, type Payment } from './exerciseCreator';
import { exercisesErasure } from './exercises.erasure';
import { exercisesRoutes } from './exercises.routes';
import { facilitatedService } from './facilitated.service';
import { orderFormService } from './orderForm.service';
import { ordersService } from './orders.service';
import { newLinkToken, type TokenMaker } from './tokens';

/** Everything that creates exercises: portal orders, campaigns, facilitated sessions. */
export function orderServices(deps: {
  repos: Pick<Repos, 'accounts' | 'clients' | 'scenarios' | 'exercises' | 'players'>;
  credits: Payment;
  clock: Clock;
  newToken: TokenMaker;
  created?: (exerciseId: string) => void;
}) {
  const { repos, credits, clock, newToken, created } = deps;
  const { accounts, clients, scenarios, exercises, players } = repos;
  const creator = exerciseCreator({ exercises, players, credits, clock, newToken, created });
  return {
    orders: ordersService({ creator, clients, scenarios, accounts, clock }),
    facilitated: facilitatedService({ creator, clients, scenarios, clock, newToken }),
    orderForm: orderFormService({ accounts, clients, exercises }),
  };
}

/** Portal orders, campaigns and facilitated sessions, paid with the client's credits. */
export function exercisesFeature(ctx: AppContext): Feature {
  const services = orderServices({
    repos: ctx.repos,
    credits: ctx.shared.credits,
    clock: ctx.clock,
    newToken: newLinkToken,
    created: (exerciseId) => ctx.events.emit('exerciseCreated', { exerciseId }),
  });
  exercisesErasure(ctx.events, ctx.repos);
  return { routers: [exercisesRoutes({ guards: ctx.guards, ...services })] };
}
