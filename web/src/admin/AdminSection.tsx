import type { ComponentType } from 'react';
import { UploadImagePanel } from '../editor/media/UploadImagePanel';
import { UploadVideoPanel } from '../editor/media/UploadVideoPanel';
import { lazyPart } from '../shared/lazy';
import { DataProvider } from '../shared/query';
import { useStaffSession } from '../shared/session';
import { TabbedSection } from '../shared/ui';
import { adminTabGroupsFor } from './adminTabs';
import { ChangeEmailPanel } from './customers/ChangeEmailPanel';
import { CreateCustomerPanel } from './customers/CreateCustomerPanel';
import { CreateSubPanel } from './customers/CreateSubPanel';
import { ManageAccessPanel } from './customers/ManageAccessPanel';
import { ManageCreditsPanel } from './customers/ManageCreditsPanel';
import { CreditLogPanel } from './customers/CreditLogPanel';
import { ManagePrivacyPanel } from './customers/ManagePrivacyPanel';
import { WebhooksAdminPanel } from './customers/WebhooksAdminPanel';
import { RemoveEmailsPanel } from './customers/RemoveEmailsPanel';
import { CreateCampaignPanel } from './exercises/CreateCampaignPanel';
import { CreateFacilitatePanel } from './exercises/CreateFacilitatePanel';
import { ExerciseListPanel } from './exercises/ExerciseListPanel';
import { RemoveExercisePanel } from './exercises/RemoveExercisePanel';
import { ReportsPanel } from './exercises/ReportsPanel';
import { ShortenUrlPanel } from './exercises/ShortenUrlPanel';
import { ClientGatewayPanel } from './gateway/ClientGatewayPanel';
import './admin.css';
import { OutboxPanel } from './outbox/OutboxPanel';

/* The dashboard's charts bring recharts: its own chunk, loaded when the tab is opened. */
const DashboardPanel = lazyPart(
  () => import('./exercises/DashboardPanel'),
  'DashboardPanel',
  'the dashboard',
);

/** Every Admin tab's panel. */
const PANELS: Record<string, ComponentType> = {
  CreateFacilitate: CreateFacilitatePanel,
  CreateCampaign: CreateCampaignPanel,
  CreateCustomer: CreateCustomerPanel,
  CreateSub: CreateSubPanel,
  ClientGateway: ClientGatewayPanel,
  ManageCredits: ManageCreditsPanel,
  CreditLog: CreditLogPanel,
  ManageAccess: ManageAccessPanel,
  ManagePrivacy: ManagePrivacyPanel,
  ChangeCustomerEmail: ChangeEmailPanel,
  Webhooks: WebhooksAdminPanel,
  UploadImage: UploadImagePanel,
  UploadVideo: UploadVideoPanel,
  ListExercises: ExerciseListPanel,
  RemoveExercise: RemoveExercisePanel,
  ShortenURL: ShortenUrlPanel,
  Reports: ReportsPanel,
  Dashboard: DashboardPanel,
  RemoveEmails: RemoveEmailsPanel,
  Outbox: OutboxPanel,
};

/**
 * /editor/Admin/{tab}: the administrator's tools, grouped as the back-office menu shows them.
 * An editor (author) sees only the media uploads (docs/admin.md "Roles").
 */
export function AdminSection({ tab }: { tab: string | undefined }) {
  const role = useStaffSession((state) => state.editorRole);
  const title = role === 'admin' ? 'Admin' : 'Upload Media';
  return (
    <DataProvider>
      <TabbedSection title={title} base="/editor/Admin" groups={adminTabGroupsFor(role)} tab={tab}>
        {(open) => {
          const Panel = open ? PANELS[open.id] : undefined;
          if (!open || !Panel) return null;
          return (
            <section className="admin-panel" aria-labelledby="admin-panel-title">
              {open.id !== 'ClientGateway' && <h2 id="admin-panel-title">{open.label}</h2>}
              <Panel />
            </section>
          );
        }}
      </TabbedSection>
    </DataProvider>
  );
}
