import { useState } from 'react';
import { FACILITATOR_TABS } from '@dojo/protocol';
import { AppHeader, AreaMain } from '../shared/layout';
import { CollapsibleNav, NotAvailableYet, Page } from '../shared/ui';

/** The console's tabs are views of one page, not routes. */
type FacilitatorTab = (typeof FACILITATOR_TABS)[number];

/** /facilitator/:token (not built yet: the console's navigation, and each tab says so). */
export function FacilitatorPage() {
  const [tab, setTab] = useState<FacilitatorTab>('Events');
  return (
    <>
      <AppHeader area="Facilitator">
        <CollapsibleNav label="Facilitator console" variant="facilitator">
          <ul className="nav-tabs" role="list">
            {FACILITATOR_TABS.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="nav-tab"
                  aria-pressed={name === tab}
                  onClick={() => setTab(name)}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </CollapsibleNav>
      </AppHeader>
      <AreaMain>
        <Page title="Facilitator Console">
          <NotAvailableYet
            level="h2"
            title={tab}
            back={{ to: '/', label: 'Go to the home page' }}
          />
        </Page>
      </AreaMain>
    </>
  );
}
