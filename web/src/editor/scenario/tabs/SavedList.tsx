import { useId } from 'react';
import type { Listing } from '../libraryStore';

interface SavedListProps {
  label: string;
  listing: Listing<string> & { reload(): Promise<void> };
  value: string;
  onChange(name: string): void;
  /** The empty choice, e.g. 'Select a scenario'. */
  placeholder: string;
  empty: string;
}

/** A select of saved scenarios or sections, with loading, empty and failed states. */
export function SavedList({ label, listing, value, onChange, placeholder, empty }: SavedListProps) {
  const id = useId();
  if (listing.status === 'failed') {
    return (
      <div className="load-failed">
        <div className="status status-failed" role="alert">
          <p className="status-message">{listing.error}</p>
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => void listing.reload()}
        >
          Try again
        </button>
      </div>
    );
  }
  const loading = listing.status !== 'ready';
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        aria-busy={loading || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {loading ? 'Loading…' : listing.items.length ? placeholder : empty}
        </option>
        {listing.items.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
