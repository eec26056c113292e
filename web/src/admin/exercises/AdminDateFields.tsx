import { useId } from 'react';
import { daysOf, MONTH_NAMES } from './adminDate';

export interface MonthDay {
  month: number | null;
  day: number | null;
}

/** Month (1-12) and day selects; the days follow the month, February has 29; no year. */
export function AdminDateFields({
  value,
  onChange,
}: {
  value: MonthDay;
  onChange(value: MonthDay): void;
}) {
  const id = useId();
  const days = daysOf(value.month);
  const setMonth = (month: number | null) => {
    const last = daysOf(month).length;
    onChange({ month, day: value.day !== null && value.day <= last ? value.day : null });
  };
  return (
    <fieldset className="admin-fieldset">
      <legend className="field-label">Date</legend>
      <div className="admin-date">
        <label htmlFor={`${id}-month`} className="visually-hidden">
          Month
        </label>
        <select
          id={`${id}-month`}
          className="select"
          value={value.month ?? ''}
          onChange={(event) => setMonth(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">Month</option>
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-day`} className="visually-hidden">
          Day
        </label>
        <select
          id={`${id}-day`}
          className="select"
          value={value.day ?? ''}
          disabled={value.month === null}
          onChange={(event) =>
            onChange({ ...value, day: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">Day</option>
          {days.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
