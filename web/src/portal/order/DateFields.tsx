import { daysInMonth, MONTH_NAMES } from '@dojo/protocol';
import { formatDate, useT } from '../../shared/i18n';
import { orderYears, type OrderDraft } from './orderDraft';

type DateParts = Pick<OrderDraft, 'year' | 'month' | 'day'>;

interface DateFieldsProps extends DateParts {
  now: number;
  onChange(date: DateParts): void;
}

/** Month, day and year selects; the days follow the month (February has 29). */
export function DateFields({ year, month, day, now, onChange }: DateFieldsProps) {
  const t = useT();
  const days = Array.from({ length: daysInMonth(month) }, (_, index) => index + 1);
  const setMonth = (next: number) =>
    onChange({ year, month: next, day: Math.min(day, daysInMonth(next)) });
  return (
    <fieldset className="order-fieldset order-date">
      <legend className="field-label">{t('order.startDate')}</legend>
      <div className="order-date-selects">
        <label className="order-select">
          <span className="visually-hidden">{t('order.month')}</span>
          <select
            className="select"
            value={month}
            onChange={(event) => setMonth(Number(event.target.value))}
          >
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {formatDate(Date.UTC(2000, index, 1), { month: 'long', timeZone: 'UTC' })}
              </option>
            ))}
          </select>
        </label>
        <label className="order-select">
          <span className="visually-hidden">{t('order.day')}</span>
          <select
            className="select"
            value={day}
            onChange={(event) => onChange({ year, month, day: Number(event.target.value) })}
          >
            {days.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label className="order-select">
          <span className="visually-hidden">{t('order.year')}</span>
          <select
            className="select"
            value={year}
            onChange={(event) => onChange({ year: Number(event.target.value), month, day })}
          >
            {orderYears(now).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </div>
    </fieldset>
  );
}
