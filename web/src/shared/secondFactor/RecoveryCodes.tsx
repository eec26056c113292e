import { useT } from '../i18n';

/**
 * The recovery codes, shown once when they are made (docs/auth.md, "Second factor"): with an
 * authenticator app, or with a first passkey when there is no app. `intro` says what they save.
 */
export function RecoveryCodes({ codes, intro }: { codes: readonly string[]; intro: string }) {
  const t = useT();
  return (
    <>
      <p>{intro}</p>
      <ul aria-label={t('secondFactor.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
