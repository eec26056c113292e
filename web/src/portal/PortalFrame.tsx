import { useEffect, type ReactNode } from 'react';
import { AreaMain } from '../shared/layout';
import { DataProvider } from '../shared/query';
import { refreshCustomerSession, useRealtimeConnection } from '../shared/realtime';
import { useSession } from '../shared/session';
import { NdaScreen } from './nda/NdaScreen';
import { PortalHeader } from './PortalHeader';

/**
 * The customer portal around its screen (`children`): header and tabs, then the screen. A
 * signed-in user who has not agreed to the NDA sees the Welcome/NDA screen instead of any
 * portal content. No react-router here: the catalogue's first load renders it without the
 * router (catalogueApp.tsx), every other portal page inside it (PortalLayout.tsx).
 */
export function PortalFrame({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const agreed = useSession((state) => state.agreed);
  useRealtimeConnection(token);

  // What was stored may be stale (level changed, token expired): re-read it once per token.
  useEffect(() => {
    if (token) refreshCustomerSession().catch((error: unknown) => console.warn(error));
  }, [token]);

  return (
    <DataProvider>
      <PortalHeader />
      <AreaMain>{token && !agreed ? <NdaScreen token={token} /> : children}</AreaMain>
    </DataProvider>
  );
}
