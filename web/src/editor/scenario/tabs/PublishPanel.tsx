import { useState } from 'react';
import { READINESS_MESSAGES, type DraftPublication, type Readiness } from '@dojo/protocol';
import { BusyButton, TextField, usePending } from '../../../shared/ui';
import { keepNamedVersion, publishScenario, saveScenario } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';

interface PublishPanelProps {
  /** The one check of the open scenario (null while the library is read). */
  readiness: Readiness | null;
  /** The stored draft against its publication (undefined: not saved yet, or loading). */
  published?: DraftPublication | undefined;
}

/**
 * Publish and named versions (docs/editor-api.md, "Drafts and publishing"): saves go to the
 * author's draft; Publish makes the draft what new exercises and the catalogue get, refused
 * while the check has errors (the server runs the same check and says the same).
 */
export function PublishPanel({ readiness, published }: PublishPanelProps) {
  const name = useScenarioEditor((state) => state.scenario.fileName);
  const unsaved = useScenarioEditor((state) => state.unsaved);
  const [label, setLabel] = useState('');
  const [refusal, setRefusal] = useState('');
  const { pending, run } = usePending();

  if (!name) {
    return (
      <section className="panel sc-tab-panel" aria-labelledby="sc-publish-title">
        <h3 className="sc-tab-panel-title" id="sc-publish-title">
          Publish
        </h3>
        <p className="field-hint">Save the scenario under a name first.</p>
      </section>
    );
  }

  const publish = () =>
    run(async () => {
      setRefusal('');
      if (unsaved && !(await saveScenario(name, { stored: true }))) return;
      const outcome = await publishScenario(name);
      if (!outcome.ok) setRefusal(outcome.message);
    });
  const keep = () =>
    run(async () => {
      if (unsaved && !(await saveScenario(name, { stored: true }))) return;
      if (await keepNamedVersion(name, label.trim())) setLabel('');
    });
  const blocked = readiness !== null && !readiness.ready;

  return (
    <section className="panel sc-tab-panel" aria-labelledby="sc-publish-title">
      <h3 className="sc-tab-panel-title" id="sc-publish-title">
        Publish
      </h3>
      <p className="field-hint">
        Saving keeps your draft. Publishing makes it the version new exercises and the catalogue
        get; exercises already running keep the version they started with.
      </p>
      {published && <PublicationState published={published} />}
      {blocked && <p className="field-error">{READINESS_MESSAGES.notReady}</p>}
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-primary btn-busy"
          disabled={pending || blocked}
          aria-busy={pending}
          onClick={() => void publish()}
        >
          {unsaved ? 'Save and publish' : 'Publish'}
        </button>
      </div>
      {refusal && (
        <p className="field-error sc-refusal" role="alert">
          {refusal}
        </p>
      )}
      <form
        className="sc-named-version"
        onSubmit={(event) => {
          event.preventDefault();
          void keep();
        }}
      >
        <TextField
          label="Version name"
          hint="Keeps the draft under Previous Versions without publishing it."
          value={label}
          maxLength={100}
          onChange={(event) => setLabel(event.target.value)}
          required
        />
        <BusyButton busy={pending}>Keep as named version</BusyButton>
      </form>
    </section>
  );
}

const publishedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * What players get now, kept live: another author's Publish shows here at once
 * (docs/editor-api.md, "Live").
 */
function PublicationState({ published }: { published: DraftPublication }) {
  if (!published.version) {
    return <p className="sc-publication">Not published yet: players do not get this scenario.</p>;
  }
  const when = published.publishedAt
    ? `, ${publishedAt.format(new Date(published.publishedAt))}`
    : '';
  return (
    <p className="sc-publication">
      <span className="sc-badge sc-badge-success">Published: {published.version}</span>
      {when}.{' '}
      {published.changed
        ? 'The draft has changes players do not get until you publish.'
        : 'Players get the draft as it is.'}
    </p>
  );
}
