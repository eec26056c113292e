import {
  NO_TIME_LIMIT,
  ResponseType,
  WILL_NOT_COUNT,
  normaliseEventForSave,
  numberOf,
  takesNoAnswer,
  timeLimitLabel,
  unscoredReason,
} from '@dojo/protocol';
import { LIST_RESPONSES, optionRows, rowText, withResponseType } from '../eventDraft';
import type { DraftProps, SetDraft } from './draftProps';
import { ListEditor } from './ListEditor';
import { OptionsEditor } from './OptionsEditor';
import { PdfSelect } from './PdfSelect';
import { DurationInput, SelectField, TextAreaField } from '../../../shared/ui';

const RESPONSE_LABELS: Record<ResponseType, string> = {
  none: 'None (no answer)',
  text: 'Free text',
  option: 'Option (choose one)',
  reorder: 'Reorder (put in order)',
  checkbox: 'Checkbox (choose several)',
  random: 'Random (choose one, shuffled)',
  form: 'Form (a PDF form)',
};

/** How the player answers, what counts as right, and how long they have. */
export function ResponseFields({ draft, change, setDraft }: DraftProps & { setDraft: SetDraft }) {
  // Social posts and News articles take no answer: the save drops it (docs/editor-rules.md).
  const answerless = takesNoAnswer(draft);
  const responseType = answerless ? 'none' : (draft.responseType ?? 'none');
  const answers = optionRows(draft)
    .map(rowText)
    .filter((text) => text.trim() !== '');
  const noLimit = draft.type === 'Social' || draft.type === 'News';
  // The same rule the score uses (protocol's unscoredReason): say when it will not count.
  const unscored = unscoredReason(normaliseEventForSave(draft));
  return (
    <fieldset className="sc-editor-fieldset">
      <legend>Response</legend>
      <SelectField
        label="Response type"
        value={responseType}
        disabled={answerless}
        hint={answerless ? 'Social and news posts take no answer.' : undefined}
        onChange={(event) => setDraft(withResponseType(draft, event.target.value as ResponseType))}
      >
        {ResponseType.options.map((type) => (
          <option key={type} value={type}>
            {RESPONSE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      {LIST_RESPONSES.includes(responseType) && <OptionsEditor draft={draft} change={change} />}
      {responseType === 'text' && (
        <p className="field-hint">
          The player writes a free-text answer (stored as &lsquo;text&rsquo;).
        </p>
      )}
      {responseType === 'form' && (
        <PdfSelect
          label="Form"
          formsOnly
          placeholder="Select a form"
          hint="The PDF form the player fills in."
          value={typeof draft.options === 'string' ? draft.options : ''}
          onChange={(options) => change({ options })}
        />
      )}
      {unscored && (
        <p className="field-hint sc-unscored" role="note">
          <strong>{WILL_NOT_COUNT}</strong> {unscored}
        </p>
      )}
      {responseType !== 'none' && (
        <>
          <div className="sc-field-trio">
            <ListEditor
              label="Correct"
              values={draft.correct ?? []}
              suggestions={answers}
              onChange={(correct) => change({ correct })}
            />
            <ListEditor
              label="Wrong"
              values={draft.wrong ?? []}
              suggestions={answers}
              onChange={(wrong) => change({ wrong })}
            />
            <ListEditor
              label="Neutral"
              values={draft.neutral ?? []}
              suggestions={answers}
              onChange={(neutral) => change({ neutral })}
            />
          </div>
          <div className="sc-field-pair">
            <TextAreaField
              label="Correct feedback"
              rows={3}
              value={draft.correctFeedback ?? ''}
              onChange={(event) => change({ correctFeedback: event.target.value })}
            />
            <TextAreaField
              label="Wrong feedback"
              rows={3}
              value={draft.wrongFeedback ?? ''}
              onChange={(event) => change({ wrongFeedback: event.target.value })}
            />
          </div>
          <label className="sc-checkbox">
            <input
              type="checkbox"
              checked={draft.team === 'true'}
              onChange={(event) => change({ team: event.target.checked ? 'true' : 'false' })}
            />
            Team question (answered once for the whole team)
          </label>
        </>
      )}
      <TimeLimitInput
        value={noLimit ? NO_TIME_LIMIT : numberOf(draft.timeLimit)}
        disabled={noLimit}
        onChange={(seconds) => change({ timeLimit: String(seconds) })}
      />
    </fieldset>
  );
}

/** The time limit in minutes and seconds; empty is no limit (stored -1). */
function TimeLimitInput(props: {
  value: number | undefined;
  disabled: boolean;
  onChange(seconds: number): void;
}) {
  const seconds = props.value !== undefined && props.value > 0 ? props.value : undefined;
  return (
    <DurationInput
      label="Time Limit (mm:ss)"
      seconds={seconds}
      placeholder="No limit"
      disabled={props.disabled}
      hint={
        props.disabled
          ? 'Social and news posts have no time limit.'
          : `Empty for no limit.${seconds ? ` Shown to players as ${timeLimitLabel(seconds) ?? ''}.` : ''}`
      }
      onChange={(next) => props.onChange(next === undefined || next === 0 ? NO_TIME_LIMIT : next)}
    />
  );
}
