import type { EventAnswer, ScenarioEvent } from '@dojo/protocol';
import { startClock, STOPPED_CLOCK, type GameClock } from '../clock';
import type { CompiledScenario } from '../engine/compile';
import { project } from '../engine/project';
import type { AdHocEvent, EngineResponse, Projection, ProjectionInput } from '../engine/types';

/** Builders for the engine's tests: legacy-shaped events and projections at a game time. */

/** The wall clock when test clocks start. */
export const START = 1_700_000_000_000;
export const sec = (n: number) => n * 1000;
export const min = (n: number) => n * 60_000;

/** A main-section Email without a response; `fields` override anything. */
export function email(id: string, fields: Partial<ScenarioEvent> = {}): ScenarioEvent {
  return {
    id,
    section: '1',
    type: 'Email',
    subject: `Subject ${id}`,
    responseType: 'none',
    options: '',
    timeLimit: '-1',
    next: -1,
    ...fields,
  };
}

type Kind = 'option' | 'random' | 'checkbox' | 'reorder';

/** A question whose options are stored as the editor stores them (JSON text). */
export function question(
  id: string,
  kind: Kind,
  options: [text: string, next?: string][],
  fields: Partial<ScenarioEvent> = {},
): ScenarioEvent {
  const list = options.map(([text, next]) => (next ? { [kind]: text, next } : { [kind]: text }));
  return email(id, { responseType: kind, options: JSON.stringify(list), ...fields });
}

export const running = (startedAt = START): GameClock => startClock(STOPPED_CLOCK, startedAt);

export function answer(
  eventId: string,
  given: EventAnswer,
  atMs: number,
  player = 'ann',
  team?: string,
): EngineResponse {
  return { eventId, answer: given, answeredAt: atMs, player, ...(team ? { team } : {}) };
}

export interface ViewOptions {
  responses?: EngineResponse[];
  adHocEvents?: AdHocEvent[];
  player?: string;
  team?: string;
  timeSettings?: ProjectionInput['timeSettings'];
}

/** The projection at game time `gameMs` of a clock started at START and never paused. */
export function view(
  events: readonly ScenarioEvent[] | CompiledScenario,
  gameMs: number,
  options: ViewOptions = {},
): Projection {
  return viewAt(events, running(), START + gameMs, options);
}

/** The projection for `clock` at the wall time `now`. */
export function viewAt(
  events: readonly ScenarioEvent[] | CompiledScenario,
  clock: GameClock,
  now: number,
  options: ViewOptions = {},
): Projection {
  return project({
    events,
    clock,
    player: options.player ?? 'ann',
    ...(options.team ? { team: options.team } : {}),
    responses: options.responses ?? [],
    adHocEvents: options.adHocEvents ?? [],
    now,
    ...(options.timeSettings ? { timeSettings: options.timeSettings } : {}),
  });
}

/** The visible event ids, in display order. */
export const ids = (projection: Projection) => projection.visible.map((v) => v.event.id);

/** Visible event ids with their display times in seconds. */
export const shownAt = (projection: Projection) =>
  Object.fromEntries(projection.visible.map((v) => [v.event.id, v.displayAt / 1000]));

/** The displayed event with this id. */
export function shown(projection: Projection, id: string) {
  const found = projection.visible.find((v) => v.event.id === id);
  if (!found) throw new Error(`event ${id} is not visible`);
  return found;
}
