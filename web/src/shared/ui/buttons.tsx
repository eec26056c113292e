import type { ButtonHTMLAttributes } from 'react';
import './forms.css';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

/** The primary button of a form: a spinner and no second press while its work runs. */
export function BusyButton({ busy, type = 'submit', ...button }: ButtonProps & { busy: boolean }) {
  return (
    <button
      {...button}
      type={type}
      className="btn btn-primary btn-busy"
      disabled={busy}
      aria-busy={busy}
    />
  );
}

/** Remove, pressed twice (see useTwoStepRemove): once armed it turns solid. */
export function RemoveButton({ armed, ...button }: ButtonProps & { armed: boolean }) {
  return (
    <button {...button} type="button" className="btn btn-remove" data-armed={armed}>
      {button.children ?? 'Remove'}
    </button>
  );
}
