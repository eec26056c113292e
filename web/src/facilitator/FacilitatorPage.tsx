import { useLayoutEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { FACILITATOR_TABS } from '@dojo/protocol';
import { AppHeader, AreaMain } from '../shared/layout';
import { CollapsibleNav, Page, StatusBanner } from '../shared/ui';
import { ConsoleTab } from './ConsoleTab';
import { DataProvider } from '../shared/query';
import { useConsoleLogin, useConsoleToken } from './consoleData';
import { useConsoleSync } from './useConsoleSync';
import './facilitator.css';

type FacilitatorTab = (typeof FACILITATOR_TABS)[number];

/**
 * /facilitator/:token: the facilitator console. The link is checked first
 * (loginJWTFacilitator); a refused link goes to /exercise/ (docs/facilitator.md "Access").
 */
export function FacilitatorPage() {
  return (
    <DataProvider>
      <Console />
    </DataProvider>
  );
}

function Console() {
  const { token = '' } = useParams();
  const { access, accessError, retry } = useConsoleLogin();
  const [tab, setTab] = useState<FacilitatorTab>('Events');

  useLayoutEffect(() => useConsoleToken.setState({ token }), [token]);
  const connected = useConsoleSync(access === 'granted' ? token : null);

  if (access === 'refused') return <Navigate to="/exercise/" replace />;

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
        <Page title={tab} className="console-page">
          {access === 'checking' && (
            <p className="console-loading" role="status">
              Checking the facilitator link…
            </p>
          )}
          {access === 'unreachable' && (
            <StatusBanner kind="failed">
              Could not open the console: {accessError}{' '}
              <button type="button" className="btn btn-secondary" onClick={retry}>
                Try again
              </button>
            </StatusBanner>
          )}
          {access === 'granted' && (
            <>
              <p className="console-connection" data-live={connected}>
                {connected ? 'Live' : 'Reconnecting… reading the state every 5 seconds'}
              </p>
              <ConsoleTab tab={tab} />
            </>
          )}
        </Page>
      </AreaMain>
    </>
  );
}
