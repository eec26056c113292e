import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, adminCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { forgetCachedReads } from '../../shared/query';
import { useEditorToken } from '../../shared/session';
import { BusyButton, StatusLine, usePending, useStatus } from '../../shared/ui';
import { ForgetPersonForm } from './ForgetPersonForm';

/**
 * Remove Emails: forgets every stored player and facilitator address. Players keep their
 * answers and reports under a participant name; reminders can no longer reach them. Below it,
 * Forget a person erases one address's records altogether.
 */
export function RemoveEmailsPanel() {
  const token = useEditorToken();
  const queryClient = useQueryClient();
  const { status, show, clear } = useStatus();
  const { pending, run } = usePending((message) => show('failed', message));

  async function remove() {
    show('warning', ADMIN_MESSAGES.emailsHiding);
    await run(async () => {
      const answer = await callApi(adminCalls.hideEmailAddress, { token });
      show(answer.type, answer.data);
      await forgetCachedReads(queryClient);
    });
  }

  return (
    <>
      <div className="form" role="group" aria-label="Remove Emails">
        <p>
          Hides every player&apos;s and facilitator&apos;s stored e-mail address, in the players,
          the mail sent and the outbox. Their answers, the reports and the invitation counts stay;
          each player is shown as a participant instead. This cannot be undone.
        </p>
        <StatusLine status={status} onDismiss={clear} />
        <div className="form-actions">
          <BusyButton type="button" busy={pending} onClick={() => void remove()}>
            Remove
          </BusyButton>
        </div>
      </div>
      <ForgetPersonForm />
    </>
  );
}
