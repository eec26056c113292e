import { Suspense, useMemo } from 'react';
import { AreaLoading } from '../../shared/lazy';
import { MailReader } from '../lazyParts';
import { eventsOf } from '../state/events';
import { usePlayerStore } from '../state/playerStore';
import { MailList } from './MailList';
import './inbox.css';

interface InboxViewProps {
  openId: string | null;
  onOpen: (id: string | null) => void;
}

/** The list of e-mails and alerts beside the reading pane (one at a time on a phone). */
export function InboxView({ openId, onOpen }: InboxViewProps) {
  const events = usePlayerStore((state) => state.events);
  const mails = useMemo(() => eventsOf(events, 'inbox'), [events]);
  const open = mails.find((mail) => mail.id === openId) ?? null;

  return (
    <div className={open ? 'inbox inbox-reading' : 'inbox'}>
      <section className="inbox-list" aria-labelledby="inbox-title">
        <h1 id="inbox-title" className="inbox-heading">
          Inbox
        </h1>
        <MailList mails={mails} openId={open?.id ?? null} onOpen={onOpen} />
      </section>
      <div className="inbox-reader">
        {open ? (
          <Suspense fallback={<AreaLoading what="the message" part />}>
            <MailReader key={open.id} event={open} onBack={() => onOpen(null)} />
          </Suspense>
        ) : (
          <div className="inbox-placeholder">
            <p>{mails.length ? 'Select a message to read it.' : 'No messages yet.'}</p>
            <p className="inbox-placeholder-hint">
              New messages arrive on their own as the incident unfolds.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
