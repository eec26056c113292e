import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LOGIN_REQUIRED, type PortalScenario } from '@dojo/protocol';
import { t as translate, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { StatusBanner } from '../../shared/ui';
import { OrderForm } from './OrderForm';
import { useOrderContext } from './useOrderContext';
import './order.css';

/**
 * The Order button of a scenario page and the form it opens (docs/portal.md): ordering
 * needs a login and a subscription level at least the scenario's.
 */
export function OrderPanel({ scenario }: { scenario: PortalScenario }) {
  const t = useT();
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  const level = useSession((state) => state.level);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formId = useId();

  function toggle() {
    if (open) return setOpen(false);
    if (!token) return setRefusal(LOGIN_REQUIRED);
    if (scenario.level > (level ?? 0)) return setRefusal(translate('order.higherLevel'));
    setRefusal(null);
    setOpen(true);
  }

  return (
    <section className="order-panel" aria-label={t('order.region')}>
      <button
        type="button"
        className="btn btn-primary order-button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={toggle}
      >
        {open ? t('order.close') : t('order.open')}
      </button>
      {refusal && (
        <StatusBanner kind="failed" onDismiss={() => setRefusal(null)}>
          {refusal}
          {refusal === LOGIN_REQUIRED && (
            <>
              {' '}
              <Link to="/login">{t('order.logIn')}</Link>
            </>
          )}
        </StatusBanner>
      )}
      {open && token && user && level !== null && (
        <div id={formId} className="panel order-card">
          <LoadedOrderForm scenario={scenario} token={token} user={user} level={level} />
        </div>
      )}
    </section>
  );
}

function LoadedOrderForm(props: {
  scenario: PortalScenario;
  token: string;
  user: string;
  level: 0 | 1 | 2;
}) {
  const t = useT();
  const { state, refresh, retry } = useOrderContext(props.token, props.user);
  if (state.status === 'loading') {
    return <StatusBanner kind="info">{t('order.loading')}</StatusBanner>;
  }
  if (state.status === 'failed') {
    return (
      <div className="order-failed">
        <StatusBanner kind="failed">{state.error}</StatusBanner>
        <button type="button" className="btn btn-secondary" onClick={retry}>
          {t('order.retry')}
        </button>
      </div>
    );
  }
  return <OrderForm {...props} data={state.data} onOrdered={refresh} />;
}
