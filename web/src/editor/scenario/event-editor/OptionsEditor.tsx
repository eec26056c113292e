import type { KeyboardEvent } from 'react';
import type { ResponseOption } from '@dojo/protocol';
import { TextAreaField } from '../../../shared/ui';
import { BRANCHING_RESPONSES, optionRow, optionRows, rowText } from '../eventDraft';
import { Icon } from '../Icon';
import type { DraftProps } from './draftProps';
import { NextSelect } from './NextSelect';

/** An answer is one line: a pasted line break becomes a space. */
const oneLine = (text: string) => text.replace(/\r?\n/g, ' ');

/** Enter saves the event, as in the other text fields, instead of breaking the line. */
function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

const ROW_NAMES: Record<string, string> = {
  option: 'Option',
  random: 'Option',
  checkbox: 'Checkbox',
  reorder: 'Step',
};

/**
 * The answer rows of an option, random, checkbox or reorder response. Option and random rows
 * each choose where that answer leads (a branch); checkbox and reorder rows are a list.
 */
export function OptionsEditor({ draft, change }: DraftProps) {
  const responseType = draft.responseType ?? 'option';
  const rows = optionRows(draft);
  const branching = BRANCHING_RESPONSES.includes(responseType);
  const name = ROW_NAMES[responseType] ?? 'Option';
  const setRows = (next: ResponseOption[]) => change({ options: next });
  const update = (index: number, row: ResponseOption) =>
    setRows(rows.map((current, at) => (at === index ? row : current)));

  return (
    <div className="sc-options-editor">
      <p className="field-label">
        {responseType === 'reorder' ? 'Steps to put in order' : 'Answers'}
      </p>
      <ol className="sc-options-list" role="list">
        {rows.map((row, index) => (
          <li
            key={index}
            className={branching ? 'sc-option-row sc-option-row-branch' : 'sc-option-row'}
          >
            {/* One line of text that wraps as it grows, so a long answer is read whole. */}
            <TextAreaField
              label={`${name} ${index + 1}`}
              rows={1}
              value={rowText(row)}
              onKeyDown={submitOnEnter}
              onChange={(event) =>
                update(index, optionRow(responseType, oneLine(event.target.value), row.next))
              }
            />
            {branching && (
              <NextSelect
                label={`Next for ${name.toLowerCase()} ${index + 1}`}
                self={draft.id}
                value={row.next}
                onChange={(next) => update(index, optionRow(responseType, rowText(row), next))}
              />
            )}
            <button
              type="button"
              className="btn btn-quiet btn-small sc-option-remove"
              aria-label={`Remove ${name.toLowerCase()} ${index + 1}`}
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => setRows([...rows, optionRow(responseType, '')])}
      >
        <Icon name="plus" />
        Add {name.toLowerCase()}
      </button>
      {branching && (
        <p className="field-hint">
          An answer whose next is set leads there; the others follow the event&apos;s Next.
        </p>
      )}
    </div>
  );
}
