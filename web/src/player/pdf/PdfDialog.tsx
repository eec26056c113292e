import { useEffect, useId, useRef } from 'react';
import { PdfView } from '../../shared/pdf';
import { StatusBanner } from '../../shared/ui';
import { Icon } from '../main/icons';
import { usePdf } from './usePdf';
import './PdfDialog.css';

/**
 * An attachment opened over the message (a modal <dialog>: focus stays inside, Escape
 * closes it, focus returns to the attachment button).
 */
export function PdfDialog({ fileName, onClose }: { fileName: string; onClose: () => void }) {
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
        <span className="pdf-dialog-kind">Document</span>
        <button type="button" className="btn btn-quiet" onClick={onClose}>
          <Icon name="close" />
          Close
        </button>
      </div>
      <div className="pdf-dialog-body">
        {loaded.state === 'loading' && (
          <p role="status" id={titleId}>
            Opening the document…
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
