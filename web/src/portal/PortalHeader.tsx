import { AppLink, useNavigation } from '../shared/navigation/navigation';
import { CollapsibleNav, initials } from '../shared/ui';
import { AppHeader } from '../shared/layout';
import { endSession, useSession } from '../shared/session';
import { activeTab, DEFAULT_TAB, TAB_LABELS, tabsForRole } from './tabs';
import { logoName, signedInAs } from './userLogo';
import './PortalHeader.css';
import { useT } from '../shared/i18n';

/** The portal's top bar: the tabs this visitor may use, and Log out when signed in. */
export function PortalHeader() {
  const t = useT();
  const {
    place: { pathname },
    navigate,
  } = useNavigation();
  const role = useSession((state) => state.role);
  const signedIn = useSession((state) => state.token !== null);
  const signOut = useSession((state) => state.signOut);
  const user = useSession((state) => state.user);
  const logoUrl = useSession((state) => state.logoUrl);
  const current = activeTab(pathname);

  async function logOut() {
    // Leave the current tab first: signed out, it might redirect to Log In instead.
    await navigate(`/${DEFAULT_TAB}`, { flushSync: true });
    await endSession(useSession.getState().token, signOut);
  }

  return (
    <AppHeader>
      <CollapsibleNav label={t('portal.nav')} variant="portal">
        <ul className="nav-tabs" role="list">
          {tabsForRole(role, signedIn).map((tab) => (
            <li key={tab}>
              <AppLink
                className="nav-tab"
                to={`/${tab}`}
                aria-current={current === tab ? 'page' : undefined}
              >
                {t(TAB_LABELS[tab])}
              </AppLink>
            </li>
          ))}
          {signedIn && user && <SignedInUser user={user} logoUrl={logoUrl} />}
          {signedIn && (
            <li>
              <AppLink
                className="nav-tab"
                to="/password"
                aria-current={pathname === '/password' ? 'page' : undefined}
              >
                {t('portal.password')}
              </AppLink>
            </li>
          )}
          {signedIn && (
            <li>
              <button type="button" className="nav-tab portal-logout" onClick={() => void logOut()}>
                {t('portal.logOut')}
              </button>
            </li>
          )}
        </ul>
      </CollapsibleNav>
    </AppHeader>
  );
}

/**
 * Who is signed in (docs/portal.md): the client's logo from the Client Gateway (else its
 * initials), and the user's name; a trainer's own name with the client beside it.
 */
function SignedInUser({ user, logoUrl }: { user: string; logoUrl: string }) {
  const t = useT();
  const { name, client } = signedInAs(user);
  const clientName = client ?? logoName(user);
  return (
    <li className="portal-user" data-testid="portal-user">
      {logoUrl ? (
        <img
          className="portal-user-image"
          src={logoUrl}
          alt={t('portal.logo', { client: clientName })}
        />
      ) : (
        <span className="portal-user-logo" aria-hidden="true">
          {initials(clientName)}
        </span>
      )}
      <span className="portal-user-name">
        <span className="visually-hidden">{t('portal.signedInAs')} </span>
        {name}
        {client && <span className="portal-user-client"> ({client})</span>}
      </span>
    </li>
  );
}
