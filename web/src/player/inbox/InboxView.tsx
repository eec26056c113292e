import { Suspense, useMemo } from 'react';
import { AreaLoading } from '../../shared/lazy';
import { MailReader } from '../lazyParts';
import { eventsOf } from '../state/events';
import { usePlayerStore } from '../state/playerStore';
import { MailList } from './MailList';
import './inbox.css';
import { useT } from '../../shared/i18n';

interface InboxViewProps {
  openId: string | null;
  onOpen: (id: string | null) => void;
}

/** The list of e-mails and alerts beside the reading pane (one at a time on a phone). */
export function InboxView({ openId, onOpen }: InboxViewProps) {
  const t = useT();
  const events = usePlayerStore((state) => state.events);
  const mails = useMemo(() => eventsOf(events, 'inbox'), [events]);
  const open = mails.find((mail) => mail.id === openId) ?? null;

  return (
    <div className={open ? 'inbox inbox-reading' : 'inbox'}>
      <section className="inbox-list" aria-labelledby="inbox-title">
        <h1 id="inbox-title" className="inbox-heading">
          {t('inbox.title')}
        </h1>
        <MailList mails={mails} openId={open?.id ?? null} onOpen={onOpen} />
      </section>
      <div className="inbox-reader">
        {open ? (
          <Suspense fallback={<AreaLoading what={t('inbox.loadingMessage')} part />}>
            <MailReader key={open.id} event={open} onBack={() => onOpen(null)} />
          </Suspense>
        ) : (
          <div className="inbox-placeholder">
            <p>{mails.length ? t('inbox.select') : t('inbox.none')}</p>
            <p className="inbox-placeholder-hint">{t('inbox.hint')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
