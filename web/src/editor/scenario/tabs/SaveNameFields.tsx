import { TextField } from '../../../shared/ui';
import type { Listing } from '../../lists';
import { SavedList } from './SavedList';

interface SaveNameFieldsProps {
  /** E.g. 'Scenario name'. */
  label: string;
  /** E.g. 'Or replace a saved scenario'. */
  replaceLabel: string;
  listing: Listing<string>;
  name: string;
  onName(name: string): void;
  placeholder: string;
  empty: string;
}

/** A Save tab's name: typed anew, or taken from the saved list to replace that one. */
export function SaveNameFields(props: SaveNameFieldsProps) {
  const { label, replaceLabel, listing, name, onName, placeholder, empty } = props;
  return (
    <>
      <TextField
        label={label}
        value={name}
        autoComplete="off"
        onChange={(event) => onName(event.target.value)}
      />
      <SavedList
        label={replaceLabel}
        listing={listing}
        value={isSaved(listing, name) ? name.trim() : ''}
        onChange={(value) => value && onName(value)}
        placeholder={placeholder}
        empty={empty}
      />
    </>
  );
}

/** True when saving under this name replaces a saved one. */
export function isSaved(listing: Listing<string>, name: string): boolean {
  return listing.items.includes(name.trim());
}
