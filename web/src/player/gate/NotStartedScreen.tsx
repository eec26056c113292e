import { orderDateStartsAt } from '@dojo/protocol';
import { AppLink } from '../../shared/navigation/navigation';
import './gate.css';
import { formatDate, useT } from '../../shared/i18n';

/** The order's date in the reader's words ("1 December 2026"); the day is a UTC day. */
export function readableDate(date: string): string {
  return formatDate(new Date(orderDateStartsAt(date)), { dateStyle: 'long', timeZone: 'UTC' });
}

/** A link opened before the order's date: when it starts (docs/mail-and-jobs.md). */
export function NotStartedScreen({ startsOn }: { startsOn: string }) {
  const t = useT();
  return (
    <div className="gate">
      <section className="gate-card" aria-labelledby="not-started-title">
        <h1 id="not-started-title">{t('notStarted.title', { date: readableDate(startsOn) })}</h1>
        <p>{t('notStarted.body')}</p>
        <AppLink className="btn btn-secondary" to="/exercise">
          {t('gate.anotherCode')}
        </AppLink>
      </section>
    </div>
  );
}
