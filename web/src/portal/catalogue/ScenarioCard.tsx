import { useId } from 'react';
import { AppLink } from '../../shared/navigation/navigation';
import { cutDescription, type PortalScenario } from '@dojo/protocol';
import { BeltBadge } from './BeltBadge';
import { useT } from '../../shared/i18n';

/** One catalogue card: image, title, belt, description and Read More. */
export function ScenarioCard({ scenario }: { scenario: PortalScenario }) {
  const t = useT();
  const titleId = useId();
  return (
    <article className="card scenario-card" aria-labelledby={titleId}>
      {scenario.image ? (
        <img
          className="scenario-card-image"
          src={scenario.image}
          alt={scenario.title}
          loading="lazy"
        />
      ) : (
        <div className="scenario-card-image scenario-card-image-empty" aria-hidden="true" />
      )}
      <div className="card-body scenario-card-body">
        <h3 className="scenario-card-title" id={titleId}>
          {scenario.title}
        </h3>
        <div className="scenario-card-tags">
          <BeltBadge level={scenario.level} />
          {scenario.beta && <p className="scenario-card-beta">{t('catalogue.beta')}</p>}
        </div>
        <p className="scenario-card-description">{cutDescription(scenario.description)}</p>
        <AppLink
          className="btn btn-secondary scenario-card-more"
          to={`/exercises/${encodeURIComponent(scenario.id)}`}
          aria-describedby={titleId}
        >
          {t('catalogue.readMore')}
        </AppLink>
      </div>
    </article>
  );
}
