import type { PortalScenario } from '@dojo/protocol';

const FACTS = [
  ['Playtime', 'playtime'],
  ['Technical Maturity Level', 'maturity'],
  ['Recommended Delegates', 'delegates'],
  ['Competencies Exercised', 'competencies'],
] as const;

/** The detail page's four info cards. */
export function ScenarioFacts({ scenario }: { scenario: PortalScenario }) {
  return (
    <dl className="scenario-facts">
      {FACTS.map(([label, field]) => (
        <div key={field} className="card scenario-fact">
          <dt>{label}</dt>
          <dd>{scenario[field] || 'Not stated'}</dd>
        </div>
      ))}
    </dl>
  );
}
