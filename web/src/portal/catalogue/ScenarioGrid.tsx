import type { PortalScenario } from '@dojo/protocol';
import { ScenarioCard } from './ScenarioCard';

export function ScenarioGrid({ scenarios }: { scenarios: readonly PortalScenario[] }) {
  return (
    <ul className="scenario-grid" role="list">
      {scenarios.map((scenario) => (
        <li key={scenario.id}>
          <ScenarioCard scenario={scenario} />
        </li>
      ))}
    </ul>
  );
}
