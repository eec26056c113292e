import { ChoiceField } from './ChoiceField';
import { useGatewayClients } from './adminLists';

/** The branding (a gateway client: the logo and NDA the players see) an exercise is made with. */
export function BrandingField({
  value,
  onChange,
}: {
  value: string;
  onChange(value: string): void;
}) {
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
