import type { Projection } from '@dojo/scheduler';
import type { GameInputs } from './gameInputs';
import { timeSettingsOf } from '../exercises/timeSettings';

/**
 * Projections made for one instant, shared by the players whose inputs are equal (same
 * exercise as loaded, same clock, same team, same answers and ad-hoc events that count;
 * docs/runner.md "Shared pushes"). The runner projects every scope due at one moment for
 * the same instant, so a team that has answered alike costs one projection. Kept until the
 * event loop's next turn.
 */
export class SharedProjections {
  private readonly made = new Map<string, Projection>();
  private readonly loads = new WeakMap<object, number>();
  /** Each loaded inputs' key, made once: the inputs are never changed once loaded. */
  private readonly keys = new WeakMap<GameInputs, string | null>();
  private nextLoad = 0;
  private clearing = false;

  /** The projection for these inputs at `at`, made once per equal key. */
  get(inputs: GameInputs, at: number, make: () => Projection): Projection {
    const base = this.keyOf(inputs);
    if (base === null) return make();
    const key = `${base}|${at}`;
    const found = this.made.get(key);
    if (found) return found;
    const projection = make();
    this.made.set(key, projection);
    this.clearSoon();
    return projection;
  }

  /**
   * A name for these inputs, equal for inputs that project alike at any one instant; null
   * when the player has answered themselves: what counts then is theirs alone.
   */
  keyOf(inputs: GameInputs): string | null {
    let key = this.keys.get(inputs);
    if (key === undefined) {
      key = this.makeKey(inputs);
      this.keys.set(inputs, key);
    }
    return key;
  }

  private makeKey({ exercise, player, responses, adHoc }: GameInputs): string | null {
    if (responses.some((doc) => doc.playerId === player._id)) return null;
    // The same loaded exercise document: one read shared by the scopes of an exercise.
    let load = this.loads.get(exercise);
    if (load === undefined) {
      load = this.nextLoad++;
      this.loads.set(exercise, load);
    }
    const clock = exercise.facilitated ? '' : JSON.stringify(player.clock);
    const answers = responses.map((doc) => `${doc._id}@${doc.answeredAt}`).join(',');
    const events = adHoc.map((doc) => doc._id).join(',');
    // Players with other time settings see other limits (docs/extra-time.md).
    const time = JSON.stringify(timeSettingsOf(player).timeSettings ?? '');
    return `${load}|${clock}|${player.team ?? ''}|${answers}|${events}|${time}`;
  }

  private clearSoon(): void {
    if (this.clearing) return;
    this.clearing = true;
    setImmediate(() => {
      this.made.clear();
      this.clearing = false;
    });
  }
}
