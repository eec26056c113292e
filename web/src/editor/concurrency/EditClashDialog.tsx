import { useState } from 'react';
import { applyClashChoices, clashKey, type ClashChoice, type EditClash } from '@dojo/protocol';
import { BusyButton, Dialog, usePending } from '../../shared/ui';
import { useEditClash, type PendingClash } from './editClash';
import './staleWrite.css';

const where = (clash: EditClash) =>
  clash.eventId === null
    ? `Scenario › ${clash.field}`
    : `Event (${clash.eventId})${clash.label ? ` ${clash.label}` : ''} › ${clash.field}`;

function ClashRow({
  clash,
  choice,
  onChoose,
}: {
  clash: EditClash;
  choice: ClashChoice;
  onChoose(choice: ClashChoice): void;
}) {
  const name = `clash-${clashKey(clash)}`;
  return (
    <fieldset className="clash-row">
      <legend>{where(clash)}</legend>
      <label className="clash-choice">
        <input
          type="radio"
          name={name}
          checked={choice === 'theirs'}
          onChange={() => onChoose('theirs')}
        />
        <span>
          <strong>Theirs (saved now):</strong> {clash.theirs}
        </span>
      </label>
      <label className="clash-choice">
        <input
          type="radio"
          name={name}
          checked={choice === 'mine'}
          onChange={() => onChoose('mine')}
        />
        <span>
          <strong>Yours:</strong> {clash.mine}
        </span>
      </label>
    </fieldset>
  );
}

function Choices({ pending, onDone }: { pending: PendingClash; onDone(): void }) {
  const [choices, setChoices] = useState<Record<string, ClashChoice>>({});
  const { pending: busy, run } = usePending();
  const choiceOf = (clash: EditClash) => choices[clashKey(clash)] ?? 'mine';
  const save = () =>
    run(async () => {
      const all = Object.fromEntries(pending.clashes.map((c) => [clashKey(c), choiceOf(c)]));
      const file = applyClashChoices(pending.merged, pending.mine, pending.clashes, all);
      if (await pending.save(file, pending.revision)) onDone();
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p>
        Everything else you and the other author changed is merged. Choose the value to keep where
        you both changed the same field:
      </p>
      <div className="clash-list">
        {pending.clashes.map((clash) => (
          <ClashRow
            key={clashKey(clash)}
            clash={clash}
            choice={choiceOf(clash)}
            onChoose={(choice) => setChoices({ ...choices, [clashKey(clash)]: choice })}
          />
        ))}
      </div>
      <div className="form-actions">
        <BusyButton busy={busy}>Save with these choices</BusyButton>
      </div>
    </form>
  );
}

/** The one dialog for an edit clash between two authors (mounted once in the editor shell). */
export function EditClashDialog() {
  const pending = useEditClash((state) => state.pending);
  const dismiss = useEditClash((state) => state.dismiss);
  return (
    <Dialog
      open={pending !== null}
      title={pending ? `Another author changed ${pending.name} at the same places` : ''}
      onClose={dismiss}
      wide
      footer={
        <button type="button" className="btn btn-quiet" onClick={dismiss}>
          Keep editing
        </button>
      }
    >
      {pending && <Choices key={pending.revision} pending={pending} onDone={dismiss} />}
    </Dialog>
  );
}
