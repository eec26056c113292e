import { Outlet } from 'react-router';
import { PortalFrame } from './PortalFrame';

/** The portal's layout route (routes.tsx): its frame around the route's screen. */
export function PortalLayout() {
  return (
    <PortalFrame>
      <Outlet />
    </PortalFrame>
  );
}
