import { StatusBanner } from './StatusBanner';
import type { FormBanner } from './useCheckedForm';

interface FormSubmitProps {
  banner: FormBanner | null;
  pending: boolean;
  label: string;
  /** What a screen reader hears while the form is sent. */
  pendingLabel: string;
  /** The button spans the form (the login form). */
  block?: boolean;
}

/** The end of a checked form: its banner, the submit button, and the status a reader hears. */
export function FormSubmit({ banner, pending, label, pendingLabel, block }: FormSubmitProps) {
  return (
    <>
      {banner && <StatusBanner kind={banner.kind}>{banner.message}</StatusBanner>}
      <button
        type="submit"
        className={block ? 'btn btn-primary btn-block btn-busy' : 'btn btn-primary btn-busy'}
        disabled={pending}
        aria-busy={pending}
      >
        {label}
      </button>
      <p className="visually-hidden" role="status">
        {pending ? pendingLabel : ''}
      </p>
    </>
  );
}
