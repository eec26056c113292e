import { useState } from 'react';
import type { ScenarioEvent } from '@dojo/protocol';
import { displayTime } from '../logic/displayTime';
import { mediaAddress } from '../../shared/media';
import { PdfDialog } from '../pdf/PdfDialog';
import { usePdf } from '../pdf/usePdf';
import { usePlayerStore } from '../state/playerStore';
import { Icon } from './icons';
import { initials } from '../../shared/ui';
import { useT } from '../../shared/i18n';

/** The sender persona: avatar, name, role and organisation, address and time. */
export function SenderLine({ event }: { event: ScenarioEvent }) {
  const t = useT();
  const arrived = usePlayerStore((state) => state.arrived[event.id]);
  const name = event.name || event.organisation || t('inbox.unknownSender');
  const role = [event.role, event.organisation].filter(Boolean).join(', ');
  return (
    <div className="sender">
      <span className="avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <div className="sender-text">
        <p className="sender-name">
          {name}
          {event.address && <span className="sender-address"> &lt;{event.address}&gt;</span>}
        </p>
        {role && <p className="sender-role">{role}</p>}
      </div>
      <span className="sender-time">{displayTime(event, arrived)}</span>
    </div>
  );
}

/** The persona's signature under an e-mail. */
export function Signature({ event }: { event: ScenarioEvent }) {
  if (!event.name) return null;
  return (
    <p className="signature">
      <span className="signature-name">{event.name}</span>
      {event.role && <span>{event.role}</span>}
      {event.organisation && <span>{event.organisation}</span>}
      {event.address && <span>{event.address}</span>}
    </p>
  );
}

export function EventImages({ event }: { event: ScenarioEvent }) {
  const t = useT();
  const images = [event.image, event.image2].filter((image): image is string => !!image?.trim());
  if (images.length === 0) return null;
  return (
    <div className="event-images">
      {images.map((image, index) => (
        <img
          key={image}
          src={mediaAddress(image)}
          alt={t('event.image', {
            number: index + 1,
            about: event.subject ?? t('event.thisMessage'),
          })}
          loading="lazy"
        />
      ))}
    </div>
  );
}

/** PDF attachments: each opens the document view. */
export function Attachments({ event }: { event: ScenarioEvent }) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  const pdfs = [event.pdf, event.pdf2].filter((pdf): pdf is string => !!pdf?.trim());
  if (pdfs.length === 0) return null;
  return (
    <div className="attachments">
      <h3 className="attachments-title">{t('event.attachments')}</h3>
      <ul role="list" className="attachment-list">
        {pdfs.map((pdf) => (
          <li key={pdf}>
            <AttachmentButton fileName={pdf} onOpen={() => setOpen(pdf)} />
          </li>
        ))}
      </ul>
      {open && <PdfDialog fileName={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function AttachmentButton({ fileName, onOpen }: { fileName: string; onOpen: () => void }) {
  const t = useT();
  const loaded = usePdf(fileName);
  const title = loaded.state === 'ready' ? loaded.pdf.title : fileName;
  return (
    <button type="button" className="attachment" onClick={onOpen}>
      <Icon name="attachment" />
      <span className="attachment-name">
        <span className="visually-hidden">{t('event.openAttachment')} </span>
        {title}
      </span>
      <span className="attachment-kind">{t('event.pdf')}</span>
    </button>
  );
}
