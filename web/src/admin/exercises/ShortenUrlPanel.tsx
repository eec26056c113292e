import { useState, type FormEvent } from 'react';
import { adminCalls, SHORT_LINK_PREFIX } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { AdminFormFooter } from '../shared/AdminFormFooter';
import { ChoiceField } from '../shared/ChoiceField';
import { useAdminForm } from '../shared/useAdminForm';
import { useExerciseChoice } from './useExerciseChoice';
import { ScenarioField } from '../shared/ChoiceFields';

/** Shorten URL: a short code that opens a facilitated session's shared player link. */
export function ShortenUrlPanel() {
  const token = useEditorToken();
  const choice = useExerciseChoice();
  const form = useAdminForm();
  const [shorten, setShorten] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { editor: token, scenario: choice.scenario, exercise: choice.exercise, shorten };
    const done = await form.submit(adminCalls.shortenURL.request, body, () =>
      callApi(adminCalls.shortenURL, body),
    );
    if (done) setShorten('');
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Shorten URL">
      <ScenarioField value={choice.scenario} onChange={choice.chooseScenario} />
      <ChoiceField
        label="Exercise"
        list={choice.exercises}
        value={choice.exercise}
        onChange={choice.chooseExercise}
        placeholder="an exercise"
      />
      <TextField
        label="Short URL"
        maxLength={60}
        value={shorten}
        hint={`At least 3 characters: the link becomes ${window.location.origin}${SHORT_LINK_PREFIX}${shorten || '…'}`}
        onChange={(event) => setShorten(event.target.value.trim())}
      />
      <AdminFormFooter form={form} submitLabel="Shorten" />
    </form>
  );
}
