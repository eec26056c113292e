import type { ScenarioEvent } from '@dojo/protocol';

/** A main-section Email without a response, for the layout's tests; `fields` override. */
export const event = (id: string, fields: Partial<ScenarioEvent> = {}): ScenarioEvent => ({
  id,
  section: '1',
  type: 'Email',
  responseType: 'none',
  options: '',
  next: -1,
  ...fields,
});
