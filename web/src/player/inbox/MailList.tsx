import type { ScenarioEvent } from '@dojo/protocol';
import { cutSubject } from '../logic/cuts';
import { displayTime } from '../logic/displayTime';
import { eventKind, isAnswered, isRead, responseKind } from '../state/events';
import { usePlayerStore } from '../state/playerStore';
import { useT } from '../../shared/i18n';

interface MailListProps {
  mails: ScenarioEvent[];
  openId: string | null;
  onOpen: (id: string) => void;
}

/** Sender, subject (cut to 30 characters), time and an unread dot per message. */
export function MailList({ mails, openId, onOpen }: MailListProps) {
  const t = useT();
  const arrived = usePlayerStore((state) => state.arrived);
  if (mails.length === 0) {
    return <p className="mail-empty">{t('inbox.empty')}</p>;
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
                {unread && <span className="visually-hidden">{t('inbox.unread')} </span>}
                {alert && <span className="mail-tag mail-tag-alert">{t('inbox.alert')}</span>}
                {mail.name || mail.organisation || t('inbox.unknownSender')}
              </span>
              <span className="mail-time">{displayTime(mail, arrived[mail.id])}</span>
              <span className="mail-subject" title={mail.subject}>
                {cutSubject(mail.subject ?? t('inbox.noSubject'))}
              </span>
              {waiting && <span className="mail-tag">{t('inbox.awaiting')}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
