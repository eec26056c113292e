import { useEffect, useId, useRef } from 'react';
import { PdfView } from '../../shared/pdf';
import { StatusBanner } from '../../shared/ui';
import { Icon } from '../main/icons';
import { usePdf } from './usePdf';
import './PdfDialog.css';
import { useT } from '../../shared/i18n';

/**
 * An attachment opened over the message (a modal <dialog>: focus stays inside, Escape
 * closes it, focus returns to the attachment button).
 */
export function PdfDialog({ fileName, onClose }: { fileName: string; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const loaded = usePdf(fileName);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="pdf-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
    >
      <div className="pdf-dialog-bar">
        <span className="pdf-dialog-kind">{t('pdf.document')}</span>
        <button type="button" className="btn btn-quiet" onClick={onClose}>
          <Icon name="close" />
          {t('pdf.close')}
        </button>
      </div>
      <div className="pdf-dialog-body">
        {loaded.state === 'loading' && (
          <p role="status" id={titleId}>
            {t('pdf.opening')}
          </p>
        )}
        {loaded.state === 'failed' && (
          <div id={titleId}>
            <StatusBanner kind="failed">{loaded.message}</StatusBanner>
          </div>
        )}
        {loaded.state === 'ready' && <PdfView pdf={loaded.pdf} titleId={titleId} readOnly />}
      </div>
    </dialog>
  );
}
