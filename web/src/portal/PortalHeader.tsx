import { Link, useLocation, useNavigate } from 'react-router';
import { CollapsibleNav, initials } from '../shared/ui';
import { AppHeader } from '../shared/layout';
import { endSession, useSession } from '../shared/session';
import { activeTab, DEFAULT_TAB, TAB_LABELS, tabsForRole } from './tabs';
import { logoName } from './userLogo';
import './PortalHeader.css';

/** The portal's top bar: the tabs this visitor may use, and Log out when signed in. */
export function PortalHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const role = useSession((state) => state.role);
  const signedIn = useSession((state) => state.token !== null);
  const signOut = useSession((state) => state.signOut);
  const user = useSession((state) => state.user);
  const current = activeTab(pathname);

  async function logOut() {
    // Leave the current tab first: signed out, it might redirect to Log In instead.
    await navigate(`/${DEFAULT_TAB}`, { flushSync: true });
    await endSession(useSession.getState().token, signOut);
  }

  return (
    <AppHeader>
      <CollapsibleNav label="Portal" variant="portal">
        <ul className="nav-tabs" role="list">
          {tabsForRole(role, signedIn).map((tab) => (
            <li key={tab}>
              <Link
                className="nav-tab"
                to={`/${tab}`}
                aria-current={current === tab ? 'page' : undefined}
              >
                {TAB_LABELS[tab]}
              </Link>
            </li>
          ))}
          {signedIn && user && (
            <li className="portal-user" aria-label={`Signed in as ${user}`}>
              <span className="portal-user-logo" aria-hidden="true">
                {initials(logoName(user))}
              </span>
              <span className="portal-user-name">{logoName(user)}</span>
            </li>
          )}
          {signedIn && (
            <li>
              <Link
                className="nav-tab"
                to="/password"
                aria-current={pathname === '/password' ? 'page' : undefined}
              >
                Password
              </Link>
            </li>
          )}
          {signedIn && (
            <li>
              <button type="button" className="nav-tab portal-logout" onClick={() => void logOut()}>
                Log out
              </button>
            </li>
          )}
        </ul>
      </CollapsibleNav>
    </AppHeader>
  );
}
