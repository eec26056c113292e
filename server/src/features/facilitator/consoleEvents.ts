import { inferResponseType, type PausedState, type ScenarioEvent } from '@dojo/protocol';
import type { GameClock } from '@dojo/scheduler';

/**
 * An event as the console lists it (docs/facilitator.md): `options` is 'text', 'form' or the JSON
 * option list (reorder, option, random or checkbox), which the console names Free Text,
 * Form, Priority, Option, Random and Checkbox. A form's stored PDF name becomes 'form'.
 */
export function consoleEvent(event: ScenarioEvent): ScenarioEvent {
  const responseType = event.responseType ?? inferResponseType(event.options);
  if (responseType === 'form') return { ...event, responseType, options: 'form' };
  if (responseType === 'text') return { ...event, responseType, options: 'text' };
  if (responseType === 'none') return { ...event, responseType, options: '' };
  return { ...event, responseType, options: event.options ?? '' };
}

/** '' not started, 'true' paused, 'false' running (docs/facilitator.md). */
export function pausedState(clock: GameClock | null): PausedState {
  if (clock === null || clock.startedAt === null) return '';
  return clock.pausedAt === null ? 'false' : 'true';
}
