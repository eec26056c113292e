import { useEffect } from 'react';
import { isRead } from '../state/events';
import { usePlayerStore } from '../state/playerStore';
import { useToasts, type Toast } from '../state/toasts';
import { Icon } from './icons';
import { useT } from '../../shared/i18n';

/** How long a toast stays unless the player dismisses or opens it. */
const TOAST_MS = 7_000;

function ToastCard({ toast, onOpen }: { toast: Toast; onOpen: (eventId: string) => void }) {
  const t = useT();
  const dismiss = useToasts((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id]);
  return (
    <li className="toast">
      <div className="toast-text">
        <p className="toast-title">{toast.title}</p>
        {toast.detail && <p className="toast-detail">{toast.detail}</p>}
      </div>
      <div className="toast-actions">
        {toast.eventId && (
          <button
            type="button"
            className="btn btn-secondary toast-open"
            onClick={() => {
              dismiss(toast.id);
              onOpen(toast.eventId as string);
            }}
          >
            {t('toast.open')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-quiet toast-close"
          onClick={() => dismiss(toast.id)}
          aria-label={t('toast.dismiss', { title: toast.title })}
        >
          <Icon name="close" />
        </button>
      </div>
    </li>
  );
}

/**
 * New-event notifications, to see and open. Screen readers hear new events from the one live
 * region (`Announcer`), so the toasts are not a second one.
 */
export function Toasts({ onOpen }: { onOpen: (eventId: string) => void }) {
  const all = useToasts((state) => state.toasts);
  const events = usePlayerStore((state) => state.events);
  // Once the player has read the event, its notice has done its job.
  const toasts = all.filter((toast) => {
    const event = toast.eventId && events.find((candidate) => candidate.id === toast.eventId);
    return !event || !isRead(event);
  });
  return (
    <div className="toasts">
      <ul role="list" className="toast-list">
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onOpen={onOpen} />
        ))}
      </ul>
    </div>
  );
}
