import { useState } from 'react';
import type { authCalls, ResponseOf } from '@dojo/protocol';
import { useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { callApi } from '../api';
import { laterAccountCall } from '../protocolLater';
import { BusyButton, StatusBanner } from '../ui';
import { signWithPasskey } from './passkeyBrowser';

/** What a login's second step answers (the code's and the passkey's alike). */
export type SecondStepAnswer = ResponseOf<typeof authCalls.finishPasskeySignIn>;

/**
 * The login's second step by passkey (docs/auth.md, "Passkeys"): Use a passkey asks the
 * server for a challenge, the browser for the passkey's answer, and the server to check it.
 */
export function PasskeyStep({
  pendingToken,
  onSignedIn,
}: {
  pendingToken: string;
  onSignedIn(answer: SecondStepAnswer): void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function use() {
    setBusy(true);
    setFailure(null);
    try {
      const started = await callApi(
        laterAccountCall((defs) => defs.authCalls.startPasskeySignIn),
        { pendingToken },
      );
      const response = await signWithPasskey(started.options);
      const answer = await callApi(
        laterAccountCall((defs) => defs.authCalls.finishPasskeySignIn),
        { pendingToken, ceremony: started.ceremony, response },
      );
      onSignedIn(answer);
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  }

  return (
    <div className="passkey-step">
      <p>{t('passkeys.stepIntro')}</p>
      {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
      <BusyButton type="button" busy={busy} onClick={() => void use()}>
        {busy ? t('passkeys.waiting') : t('passkeys.use')}
      </BusyButton>
    </div>
  );
}
