import type { Listing } from '../../lists';
import { SelectField, StatusBanner } from '../../../shared/ui';

interface SavedListProps {
  label: string;
  listing: Listing<string>;
  value: string;
  onChange(name: string): void;
  /** The empty choice, e.g. 'Select a scenario'. */
  placeholder: string;
  empty: string;
}

/** A select of saved scenarios or sections, with loading, empty and failed states. */
export function SavedList({ label, listing, value, onChange, placeholder, empty }: SavedListProps) {
  if (listing.state === 'failed') {
    return (
      <div className="load-failed">
        <StatusBanner kind="failed">{listing.error}</StatusBanner>
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
  const loading = listing.state !== 'ready';
  return (
    <SelectField
      label={label}
      value={value}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{loading ? 'Loading…' : listing.items.length ? placeholder : empty}</option>
      {listing.items.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}
