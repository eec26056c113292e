import { Link, useParams } from 'react-router';
import { useT } from '../../shared/i18n';
import { NotFound, Page, StatusBanner } from '../../shared/ui';
import { useCatalogue } from '../catalogue/catalogue';
import { BeltBadge } from '../catalogue/BeltBadge';
import { OrderPanel } from '../order/OrderPanel';
import { ScenarioFacts } from './ScenarioFacts';
import './ScenarioDetailPage.css';

/** /exercises/{id}: one scenario: image, subtitle, description, the info cards and Order. */
export function ScenarioDetailPage() {
  const t = useT();
  const { id } = useParams();
  const { status, scenarios, error } = useCatalogue();

  const scenario = scenarios.find((candidate) => candidate.id === id);
  if (status === 'ready' && !scenario) return <NotFound />;

  return (
    <div className="scenario-detail">
      <Link className="btn btn-quiet scenario-detail-back" to="/exercises">
        {t('detail.back')}
      </Link>
      {scenario ? (
        <Page title={scenario.title} lead={scenario.subtitle || undefined}>
          <div className="scenario-detail-intro">
            {scenario.image ? (
              <img className="scenario-detail-image" src={scenario.image} alt="" />
            ) : null}
            <div>
              <BeltBadge level={scenario.level} />
              <p className="scenario-detail-description">{scenario.description}</p>
            </div>
          </div>
          <ScenarioFacts scenario={scenario} />
          <OrderPanel scenario={scenario} />
        </Page>
      ) : (
        <div className="page">
          {status === 'failed' ? (
            <StatusBanner kind="failed">{error}</StatusBanner>
          ) : (
            <StatusBanner kind="info">{t('detail.loading')}</StatusBanner>
          )}
        </div>
      )}
    </div>
  );
}
