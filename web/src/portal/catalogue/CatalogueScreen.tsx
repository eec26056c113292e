import { PortalFrame } from '../PortalFrame';
import { CataloguePage } from './CataloguePage';

/** The Exercise Library in the portal's frame: the catalogue's first load (catalogueApp.tsx). */
export function CatalogueScreen() {
  return (
    <PortalFrame>
      <CataloguePage />
    </PortalFrame>
  );
}
