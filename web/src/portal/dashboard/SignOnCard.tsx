import { useState } from 'react';
import { useT } from '../../shared/i18n';
import { SignOnSettingsPanel } from '../../shared/sso/SignOnSettingsPanel';

/**
 * The client owner's single sign-on (docs/auth.md, "Single sign-on"), read when opened: the
 * same panel the admin sees in the Client Gateway.
 */
export function SignOnCard({ token }: { token: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="card dashboard-sign-on"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('sso.title')}</summary>
      {open && <SignOnSettingsPanel token={token} />}
    </details>
  );
}
