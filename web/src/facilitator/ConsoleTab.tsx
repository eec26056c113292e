import type { FACILITATOR_TABS } from '@dojo/protocol';
import { EventsTab } from './events/EventsTab';
import { ChangeTeamTab } from './team/ChangeTeamTab';
import { ConsoleReport } from './report/ConsoleReport';
import { ResetTab } from './reset/ResetTab';
import { lazyPart } from '../shared/lazy';

/* Send Email brings the rich text editor (lexical): its own chunk, loaded when first opened. */
const SendEmailTab = lazyPart(() => import('./sendEmail/SendEmailTab'), 'SendEmailTab', 'the form');

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
