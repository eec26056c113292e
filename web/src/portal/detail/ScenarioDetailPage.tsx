import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound, Page, StatusBanner } from '../../shared/ui';
import { useCatalogue } from '../catalogue/catalogueStore';
import { OrderPanel } from '../order/OrderPanel';
import './ScenarioDetailPage.css';

/** /exercises/{id}: one scenario (not built yet: its title and the way back only). */
export function ScenarioDetailPage() {
  const { id } = useParams();
  const { status, scenarios, error, load } = useCatalogue();
  useEffect(() => {
    void load();
  }, [load]);

  const scenario = scenarios.find((candidate) => candidate.id === id);
  if (status === 'ready' && !scenario) return <NotFound />;

  return (
    <div className="scenario-detail">
      <Link className="btn btn-quiet scenario-detail-back" to="/exercises">
        Back to Exercise Library
      </Link>
      {scenario ? (
        <Page title={scenario.title}>
          <OrderPanel scenario={scenario} />
        </Page>
      ) : (
        <div className="page">
          {status === 'failed' ? (
            <StatusBanner kind="failed">{error}</StatusBanner>
          ) : (
            <StatusBanner kind="info">Loading exercise…</StatusBanner>
          )}
        </div>
      )}
    </div>
  );
}
