import { useT } from '../i18n';
import { CodeStepForm } from './CodeStepForm';
import { PasskeyStep, type SecondStepAnswer } from './PasskeyStep';

/** The kinds of second factor a login's answer names (docs/auth.md, "Passkeys"). */
export type FactorKind = 'totp' | 'passkey';

/**
 * The login's second step: Use a passkey for an account with one, the code form for an
 * account with an authenticator app (its recovery codes too), or both, the passkey first; an
 * account with passkeys only gets the form for its recovery codes under the passkey.
 */
export function SecondStep({
  pendingToken,
  factors,
  onCode,
  onSignedIn,
}: {
  pendingToken: string;
  factors: readonly FactorKind[];
  onCode(code: string): Promise<void>;
  onSignedIn(answer: SecondStepAnswer): void;
}) {
  const t = useT();
  const passkey = factors.includes('passkey');
  const code = factors.includes('totp');
  return (
    <>
      {passkey && <PasskeyStep pendingToken={pendingToken} onSignedIn={onSignedIn} />}
      {passkey && code && <h2 className="second-step-or">{t('passkeys.orCode')}</h2>}
      {code && <CodeStepForm onCode={onCode} />}
      {/* Passkeys only: the recovery codes that came with the first one. */}
      {passkey && !code && (
        <>
          <h2 className="second-step-or">{t('passkeys.orRecoveryCode')}</h2>
          <CodeStepForm onCode={onCode} intro={t('passkeys.recoveryStepIntro')} />
        </>
      )}
    </>
  );
}

/** The factors of a login's answer (an older server names only `secondFactor`). */
export function factorsOf(answer: {
  secondFactor?: FactorKind | undefined;
  factors?: FactorKind[] | undefined;
}): FactorKind[] {
  return answer.factors ?? (answer.secondFactor ? [answer.secondFactor] : []);
}
