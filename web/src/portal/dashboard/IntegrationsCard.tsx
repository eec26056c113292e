import { useState } from 'react';
import { useT } from '../../shared/i18n';
import { WebhooksPanel } from '../../shared/integrations/WebhooksPanel';
import { LearningRecordsPanel } from '../../shared/integrations/LearningRecordsPanel';

/**
 * The client owner's integrations (docs/integrations.md): its webhooks and learning record
 * store, read when opened, as the admin's Webhooks tab shows them.
 */
export function IntegrationsCard({ token }: { token: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="card dashboard-movements dashboard-integrations"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('integrations.title')}</summary>
      {open && <WebhooksPanel token={token} />}
      {open && <LearningRecordsPanel token={token} />}
    </details>
  );
}
