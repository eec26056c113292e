import {
  parseResponseOptions,
  responseTypeOf,
  type EditedEvent,
  type ResponseOption,
  type ResponseType,
  type ScenarioEvent,
} from '@dojo/protocol';

/** The event open in the event editor: as it was opened, and as it is being edited. */
export interface EventDraft {
  original: EditedEvent;
  draft: EditedEvent;
}

/** Response types whose answers are a list of option rows. */
export const LIST_RESPONSES: readonly ResponseType[] = ['option', 'reorder', 'checkbox', 'random'];

/** Response types whose option rows each lead somewhere (a branch per answer). */
export const BRANCHING_RESPONSES: readonly ResponseType[] = ['option', 'random'];

/** An event opened for editing: list answers become editable rows. */
export function draftOf(event: ScenarioEvent): EventDraft {
  const responseType = responseTypeOf(event);
  const draft: EditedEvent = { ...event, responseType };
  if (LIST_RESPONSES.includes(responseType)) draft.options = parseResponseOptions(event.options);
  return { original: draft, draft };
}

/** True when the open event has edits that are not saved. */
export function isDraftChanged({ original, draft }: EventDraft): boolean {
  return JSON.stringify(original) !== JSON.stringify(draft);
}

/** The option rows of a draft ([] when its answers are not a list). */
export function optionRows(draft: EditedEvent): ResponseOption[] {
  return Array.isArray(draft.options) ? [...(draft.options as ResponseOption[])] : [];
}

/** An option row keyed by the response type, keeping its next. */
export function optionRow(
  responseType: ResponseType,
  text: string,
  next?: ResponseOption['next'],
): ResponseOption {
  const key = LIST_RESPONSES.includes(responseType) ? responseType : 'option';
  const row = { [key]: text } as ResponseOption;
  return next === undefined ? row : { ...row, next };
}

/**
 * Switching the response type: list rows keep their text (re-keyed), 'text' stores 'text',
 * a form keeps its form name, none clears the answers.
 */
export function withResponseType(draft: EditedEvent, responseType: ResponseType): EditedEvent {
  const rows = optionRows(draft);
  if (LIST_RESPONSES.includes(responseType)) {
    const kept = rows.map((row) => optionRow(responseType, rowText(row), row.next));
    return {
      ...draft,
      responseType,
      options: kept.length > 0 ? kept : [optionRow(responseType, '')],
    };
  }
  if (responseType === 'text') return { ...draft, responseType, options: 'text' };
  if (responseType === 'form') {
    const name = typeof draft.options === 'string' && draft.options !== 'text' ? draft.options : '';
    return { ...draft, responseType, options: name };
  }
  return { ...draft, responseType, options: '' };
}

export function rowText(row: ResponseOption): string {
  if ('option' in row) return row.option;
  if ('reorder' in row) return row.reorder;
  if ('checkbox' in row) return row.checkbox;
  return row.random;
}
