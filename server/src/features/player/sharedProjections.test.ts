import { describe, expect, it } from 'vitest';
import type { Projection } from '@dojo/scheduler';
import type { ExerciseDoc, PlayerDoc, ResponseDoc } from '../exercises/exercise.docs';
import type { GameInputs } from './gameInputs';
import { SharedProjections } from './sharedProjections';

const exercise = { _id: 'ex1', facilitated: true } as ExerciseDoc;
const playerDoc = (id: string, team: string | null) =>
  ({ _id: id, team, clock: null }) as unknown as PlayerDoc;
const answer = (id: string, playerId: string) =>
  ({ _id: id, playerId, answeredAt: 1_000 }) as ResponseDoc;

function inputs(id: string, team: string | null, responses: ResponseDoc[] = []): GameInputs {
  return { exercise, player: playerDoc(id, team), responses, adHoc: [] };
}

/** Counts the projections made; each is a distinct object. */
function counter() {
  const made: Projection[] = [];
  const make = () => {
    const projection = { visible: [] } as unknown as Projection;
    made.push(projection);
    return projection;
  };
  return { made, make };
}

describe('SharedProjections', () => {
  it('gives two players with identical inputs at one instant one projection', () => {
    const shared = new SharedProjections();
    const { made, make } = counter();
    const ann = shared.get(inputs('ann', 'Athena'), 5_000, make);
    const ben = shared.get(inputs('ben', 'Athena'), 5_000, make);
    expect(made).toHaveLength(1);
    expect(ben).toBe(ann);
  });

  it('shares a team answer among the team', () => {
    const shared = new SharedProjections();
    const { made, make } = counter();
    const teamAnswer = answer('r1', 'cy');
    shared.get(inputs('ann', 'Athena', [teamAnswer]), 5_000, make);
    shared.get(inputs('ben', 'Athena', [teamAnswer]), 5_000, make);
    expect(made).toHaveLength(1);
  });

  it('gives a player who answered themselves a projection of their own', () => {
    const shared = new SharedProjections();
    const { made, make } = counter();
    const own = answer('r1', 'ann');
    shared.get(inputs('ann', 'Athena', [own]), 5_000, make);
    shared.get(inputs('ann', 'Athena', [own]), 5_000, make);
    expect(made).toHaveLength(2);
  });

  it('keeps teams, instants and separately loaded exercises apart', () => {
    const shared = new SharedProjections();
    const { made, make } = counter();
    shared.get(inputs('ann', 'Athena'), 5_000, make);
    shared.get(inputs('ben', 'Artemis'), 5_000, make);
    shared.get(inputs('ann', 'Athena'), 5_001, make);
    shared.get({ ...inputs('ann', 'Athena'), exercise: { ...exercise } }, 5_000, make);
    expect(made).toHaveLength(4);
  });

  it('forgets its projections on the next turn of the event loop', async () => {
    const shared = new SharedProjections();
    const { made, make } = counter();
    shared.get(inputs('ann', 'Athena'), 5_000, make);
    await new Promise((resolve) => setImmediate(resolve));
    shared.get(inputs('ben', 'Athena'), 5_000, make);
    expect(made).toHaveLength(2);
  });
});
