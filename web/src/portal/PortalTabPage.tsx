import { Navigate, useParams } from 'react-router';
import { NotFound } from '../shared/ui';
import { useSession } from '../shared/session';
import { CataloguePage } from './catalogue/CataloguePage';
import { LoginPage } from './login/LoginPage';
import { DashboardPage, LearnersPage, ReportsPage } from './tabScreens';
import { resolveTab, type PortalTab } from './tabs';

function TabScreen({ tab }: { tab: PortalTab }) {
  switch (tab) {
    case 'exercises':
      return <CataloguePage />;
    case 'dashboard':
      return <DashboardPage />;
    case 'reports':
      return <ReportsPage />;
    case 'learners':
      return <LearnersPage />;
    case 'login':
      return <LoginPage />;
  }
}

/** `/`, `/:tab` and `/:tab/:id`: the tab's screen, a redirect, or Page Not Found. */
export function PortalTabPage() {
  const { tab } = useParams();
  const role = useSession((state) => state.role);
  const signedIn = useSession((state) => state.token !== null);
  const access = resolveTab(tab, role, signedIn);
  if (access.kind === 'not-found') return <NotFound />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return <TabScreen tab={access.tab} />;
}
