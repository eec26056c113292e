import type { ScenarioEvent } from '@dojo/protocol';
import { cutSubject } from '../logic/cuts';
import { displayTime } from '../logic/displayTime';
import { eventKind, isAnswered, isRead, responseKind } from '../state/events';
import { usePlayerStore } from '../state/playerStore';

interface MailListProps {
  mails: ScenarioEvent[];
  openId: string | null;
  onOpen: (id: string) => void;
}

/** Sender, subject (cut to 30 characters), time and an unread dot per message. */
export function MailList({ mails, openId, onOpen }: MailListProps) {
  const arrived = usePlayerStore((state) => state.arrived);
  if (mails.length === 0) {
    return <p className="mail-empty">Your inbox is empty for now.</p>;
  }
  return (
    <ul role="list" className="mail-list">
      {mails.map((mail) => {
        const unread = !isRead(mail);
        const alert = eventKind(mail) === 'Alert';
        const waiting = responseKind(mail) !== 'none' && !isAnswered(mail);
        return (
          <li key={mail.id}>
            <button
              type="button"
              className={unread ? 'mail-item mail-unread' : 'mail-item'}
              aria-current={mail.id === openId ? 'true' : undefined}
              onClick={() => onOpen(mail.id)}
            >
              <span className="mail-dot" aria-hidden="true" />
              <span className="mail-sender">
                {unread && <span className="visually-hidden">Unread. </span>}
                {alert && <span className="mail-tag mail-tag-alert">Alert</span>}
                {mail.name || mail.organisation || 'Unknown sender'}
              </span>
              <span className="mail-time">{displayTime(mail, arrived[mail.id])}</span>
              <span className="mail-subject" title={mail.subject}>
                {cutSubject(mail.subject ?? '(no subject)')}
              </span>
              {waiting && <span className="mail-tag">Awaiting your response</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
