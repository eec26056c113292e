import { ChoiceField } from './ChoiceField';
import {
  useCustomers,
  useGatewayClients,
  useScenarioTitleOf,
  useScenarioTitles,
} from './adminLists';

interface ChosenValue {
  value: string;
  onChange(value: string): void;
}

/** A client (customer account) to act on, from the admin's client list. */
export function ClientField({ value, onChange }: ChosenValue) {
  const customers = useCustomers();
  return (
    <ChoiceField
      label="Client"
      list={customers}
      value={value}
      onChange={onChange}
      placeholder="a client"
    />
  );
}

/** A scenario, from the saved scenario files: a person reads its title, the calls get its file. */
export function ScenarioField({ value, onChange }: ChosenValue) {
  const scenarios = useScenarioTitles();
  const titleOf = useScenarioTitleOf();
  return (
    <ChoiceField
      label="Scenario"
      list={{ ...scenarios, items: scenarios.items.map((choice) => choice.scenario) }}
      labelOf={titleOf}
      value={value}
      onChange={onChange}
      placeholder="a scenario"
    />
  );
}

/** The branding (a gateway client: the logo and NDA the players see) an exercise is made with. */
export function BrandingField({ value, onChange }: ChosenValue) {
  const brands = useGatewayClients();
  return (
    <ChoiceField
      label="Branding (logo and NDA the players see)"
      list={{ ...brands, items: brands.items.map((brand) => brand.name) }}
      value={value}
      onChange={onChange}
      placeholder="a branding"
    />
  );
}
