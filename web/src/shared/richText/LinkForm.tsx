import { useId, useState, type SyntheticEvent } from 'react';
import { LINK_ADDRESS_INVALID, LINK_ADDRESS_MAX, toLinkAddress } from './linkAddress';

interface LinkFormProps {
  /** True when the selection already is a link (then Remove link is offered). */
  linked: boolean;
  onApply(address: string): void;
  onRemove(): void;
  onClose(): void;
}

/** The small form the link button opens: an address, Apply, Remove link and Cancel. */
export function LinkForm({ linked, onApply, onRemove, onClose }: LinkFormProps) {
  const id = useId();
  const [entry, setEntry] = useState('');
  const [error, setError] = useState('');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const address = toLinkAddress(entry);
    if (!address) {
      setError(LINK_ADDRESS_INVALID);
      return;
    }
    onApply(address);
  };

  return (
    <div
      className="rt-link-form"
      role="group"
      aria-label="Link"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <label className="field-label" htmlFor={`${id}-address`}>
        Link address
      </label>
      <input
        id={`${id}-address`}
        className="input"
        type="text"
        inputMode="url"
        autoFocus
        maxLength={LINK_ADDRESS_MAX}
        value={entry}
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onChange={(event) => {
          setEntry(event.target.value);
          setError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
        }}
      />
      {error && (
        <p className="field-message" id={`${id}-message`}>
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={submit}>
          Apply link
        </button>
        {linked && (
          <button type="button" className="btn btn-secondary btn-small" onClick={onRemove}>
            Remove link
          </button>
        )}
        <button type="button" className="btn btn-quiet btn-small" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
