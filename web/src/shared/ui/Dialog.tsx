import { useEffect, useId, useRef, type ReactNode } from 'react';
import './Dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  /** Called on Escape and by the dialog's own close buttons. */
  onClose(): void;
  /** 'alert' for a message the user must acknowledge. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  footer?: ReactNode;
  /** A wide dialog, for choosing among many (the media pickers). */
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, restores
 * focus on close and handles Escape (reported through `onClose`).
 */
export function Dialog({
  open,
  title,
  onClose,
  role = 'alertdialog',
  children,
  footer,
  wide = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'modal modal-wide' : 'modal'}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="modal-frame">
          <header className="modal-header">
            <h2 id={titleId} className="modal-title">
              {title}
            </h2>
          </header>
          <div className="modal-body">{children}</div>
          {footer && <footer className="modal-footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
