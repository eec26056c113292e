import { useMemo, useState, type FormEvent } from 'react';
import type { ScenarioEvent } from '@dojo/protocol';
import { StatusBanner } from '../../shared/ui';
import { useBackend } from '../state/backend';
import { responseKind } from '../state/events';
import { choicesOf, seededShuffle, selectionProblem } from './answers';
import { useRespond } from './useRespond';
import { useT } from '../../shared/i18n';

/**
 * Select one (option; random shows the options shuffled, the same way on every visit) as
 * radio buttons, or select many (checkbox) as check boxes.
 */
export function ChoiceAnswer({ event, multiple }: { event: ScenarioEvent; multiple: boolean }) {
  const t = useT();
  const backend = useBackend();
  const { respond, pending, failure, setFailure } = useRespond(event);
  const [single, setSingle] = useState<string | null>(null);
  const [many, setMany] = useState<string[]>([]);
  const texts = useMemo(() => {
    const all = choicesOf(event).map((choice) => choice.text);
    return responseKind(event) === 'random'
      ? seededShuffle(all, `${backend.player}:${event.id}`)
      : all;
  }, [event, backend.player]);

  function submit(form: FormEvent) {
    form.preventDefault();
    const selection = multiple ? texts.filter((text) => many.includes(text)) : single;
    const problem = selectionProblem(selection);
    if (problem || selection === null) return setFailure(problem);
    void respond(selection);
  }

  const toggle = (text: string, on: boolean) =>
    setMany((current) => (on ? [...current, text] : current.filter((item) => item !== text)));

  return (
    <form className="choice-form" onSubmit={submit} noValidate>
      <fieldset className="choice-set">
        <legend className="choice-legend">
          {multiple ? t('respond.selectMany') : t('respond.selectOne')}
        </legend>
        {texts.map((text) => (
          <label key={text} className="choice">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`answer-${event.id}`}
              value={text}
              checked={multiple ? many.includes(text) : single === text}
              onChange={(change) =>
                multiple ? toggle(text, change.target.checked) : setSingle(text)
              }
            />
            <span>{text}</span>
          </label>
        ))}
      </fieldset>
      {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
        {pending ? t('respond.sending') : t('respond.submit')}
      </button>
    </form>
  );
}
