import { orderDateStartsAt, startsOnMessage } from '@dojo/protocol';
import { Link } from 'react-router';
import './gate.css';

/** The order's date in the reader's words ("1 December 2026"); the day is a UTC day. */
export function readableDate(date: string): string {
  return new Date(orderDateStartsAt(date)).toLocaleDateString(undefined, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
}

/** A link opened before the order's date: when it starts (docs/mail-and-jobs.md). */
export function NotStartedScreen({ startsOn }: { startsOn: string }) {
  return (
    <div className="gate">
      <section className="gate-card" aria-labelledby="not-started-title">
        <h1 id="not-started-title">{startsOnMessage(readableDate(startsOn))}</h1>
        <p>
          Your link is ready, but the exercise opens on that day. Come back then with the same link:
          your invitation e-mail will remind you.
        </p>
        <Link className="btn btn-secondary" to="/exercise">
          Enter another exercise code
        </Link>
      </section>
    </div>
  );
}
