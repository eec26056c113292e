import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A question with a safe choice (focused first, on the right) and the risky one. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog
      open={props.open}
      role="alertdialog"
      title={props.title}
      onClose={props.onCancel}
      footer={
        <>
          <button type="button" className="btn btn-quiet" onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
          <button type="button" className="btn btn-primary" autoFocus onClick={props.onCancel}>
            {props.cancelLabel ?? 'Keep editing'}
          </button>
        </>
      }
    >
      <p>{props.message}</p>
    </Dialog>
  );
}
