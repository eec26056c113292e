import type { ScenarioEvent } from '@dojo/protocol';

/** Builders for the check's tests: a main-section Email, and a timed option question. */
export const event = (id: string, fields: Partial<ScenarioEvent> = {}): ScenarioEvent => ({
  id,
  section: '1',
  type: 'Email',
  subject: `Subject ${id}`,
  responseType: 'none',
  options: '',
  next: -1,
  ...fields,
});

export const question = (id: string, fields: Partial<ScenarioEvent> = {}) =>
  event(id, {
    responseType: 'option',
    options: '[{"option":"Right"},{"option":"Wrong"}]',
    correct: ['Right'],
    wrong: ['Wrong'],
    timeLimit: '60',
    ...fields,
  });

export const MIN = 60_000;
