import type { FACILITATOR_TABS } from '@dojo/protocol';
import { EventsTab } from './events/EventsTab';
import { ChangeTeamTab } from './team/ChangeTeamTab';
import { ConsoleReport } from './report/ConsoleReport';
import { ResetTab } from './reset/ResetTab';
import { SendEmailTab } from './sendEmail/SendEmailTab';

/** The content of one console tab. */
export function ConsoleTab({ tab }: { tab: (typeof FACILITATOR_TABS)[number] }) {
  switch (tab) {
    case 'Events':
      return <EventsTab />;
    case 'Change Team':
      return <ChangeTeamTab />;
    case 'Reset':
      return <ResetTab />;
    case 'Send Email':
      return <SendEmailTab />;
    case 'Report':
      return <ConsoleReport />;
  }
}
