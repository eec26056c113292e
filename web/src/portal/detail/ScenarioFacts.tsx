import type { PortalScenario } from '@dojo/protocol';
import { useT, type MessageKey } from '../../shared/i18n';

const FACTS: readonly (readonly [MessageKey, keyof PortalScenario])[] = [
  ['detail.playtime', 'playtime'],
  ['detail.maturity', 'maturity'],
  ['detail.delegates', 'delegates'],
  ['detail.competencies', 'competencies'],
] as const;

/** The detail page's four info cards. */
export function ScenarioFacts({ scenario }: { scenario: PortalScenario }) {
  const t = useT();
  return (
    <dl className="scenario-facts">
      {FACTS.map(([label, field]) => (
        <div key={field} className="card scenario-fact">
          <dt>{t(label)}</dt>
          <dd>{scenario[field] || t('detail.notStated')}</dd>
        </div>
      ))}
    </dl>
  );
}
