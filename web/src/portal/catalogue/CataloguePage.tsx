import { useT } from '../../shared/i18n';
import { Page, StatusBanner } from '../../shared/ui';
import { splitCatalogue, useCatalogue } from './catalogue';
import { CatalogueIntro } from './CatalogueIntro';
import { ScenarioGrid } from './ScenarioGrid';
import './catalogue.css';

/** The Exercise Library: every visible scenario, learning modules in their own section. */
export function CataloguePage() {
  const t = useT();
  const { status, scenarios, error, retry } = useCatalogue();
  const loading = status === 'loading';
  const { exercises, learningModules } = splitCatalogue(scenarios);

  return (
    <Page title={t('catalogue.title')} lead={t('catalogue.lead')}>
      <CatalogueIntro />
      <div className="catalogue-status" role="status">
        {loading && <p className="status status-info">{t('catalogue.loading')}</p>}
        {status === 'ready' && scenarios.length === 0 && (
          <p className="catalogue-empty">{t('catalogue.empty')}</p>
        )}
      </div>
      {status === 'failed' && (
        <div className="catalogue-failed">
          <StatusBanner kind="failed">{error}</StatusBanner>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
      {exercises.length > 0 && (
        <section aria-labelledby="catalogue-exercises">
          <h2 className="visually-hidden" id="catalogue-exercises">
            {t('catalogue.exercises')}
          </h2>
          <ScenarioGrid scenarios={exercises} />
        </section>
      )}
      {learningModules.length > 0 && (
        <section className="section" aria-labelledby="catalogue-modules">
          <h2 className="section-title" id="catalogue-modules">
            {t('catalogue.learningModules')}
          </h2>
          <ScenarioGrid scenarios={learningModules} />
        </section>
      )}
    </Page>
  );
}
