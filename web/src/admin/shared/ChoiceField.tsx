import type { Listing } from './adminRead';
import { SelectField } from '../../shared/ui';

interface ChoiceFieldProps {
  label: string;
  /** The list to choose from, with its loading state. */
  list: Pick<Listing<string>, 'items' | 'state' | 'error'>;
  value: string;
  onChange(value: string): void;
  placeholder: string;
  /** What a person reads for an item (a scenario's title); the item itself is what is sent. */
  labelOf?(item: string): string;
}

/** A select over a list the server gives (clients, scenarios…), showing its loading state. */
export function ChoiceField({
  label,
  list,
  value,
  onChange,
  placeholder,
  labelOf = (item) => item,
}: ChoiceFieldProps) {
  const hint =
    list.state === 'loading' ? 'Loading…' : list.state === 'failed' ? list.error : undefined;
  return (
    <SelectField
      label={label}
      value={value}
      hint={hint ?? undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">
        {list.items.length === 0 && list.state === 'ready'
          ? `No ${placeholder.replace(/^(an?|the) /, '')} available`
          : `Select ${placeholder}`}
      </option>
      {list.items.map((item) => (
        <option key={item} value={item}>
          {labelOf(item)}
        </option>
      ))}
    </SelectField>
  );
}
