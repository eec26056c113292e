import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { authCalls } from '@dojo/protocol';
import { callApi } from '../api';
import { useT } from '../i18n';
import { AreaMain } from '../layout';
import { DataProvider, queryKeys } from '../query';
import { Page } from '../ui';
import { SecondFactorSetup } from './SecondFactorSetup';
import { PasskeysPanel } from './PasskeysPanel';

interface GateProps {
  token: string;
  /** Keeps the fresh token the enrolment answers (the area's session store). */
  onToken: (token: string) => void;
  /** The area's header, shown above the enrolment too. */
  header: ReactNode;
  /** Where Log out goes. */
  logOut: string;
  children: ReactNode;
}

/**
 * Leads an account the rules require a second factor of (every admin; authors or trainers when
 * required: docs/auth.md, "Who must have one") and that has none straight to setting one up:
 * the QR code, the code, the recovery codes, then on to the area. Until then the server
 * refuses its calls; this screen says why and what to do.
 */
export function SecondFactorGate(props: GateProps) {
  return (
    <DataProvider>
      <Gate {...props} />
    </DataProvider>
  );
}

function Gate({ token, onToken, header, logOut, children }: GateProps) {
  const t = useT();
  /** Set once the enrolment screen showed: it stays until Continue, past the recovery codes. */
  const [stage, setStage] = useState<'check' | 'enrol' | 'enrolled' | 'through'>('check');
  const read = useQuery({
    queryKey: queryKeys.secondFactor(token),
    queryFn: ({ signal }) => callApi(authCalls.getSecondFactor, { token }, { signal }),
    enabled: stage === 'check',
  });
  const factor = read.data !== undefined && (read.data.totp || read.data.passkeys > 0);
  const needed = read.data !== undefined && read.data.required && !factor;
  if (stage === 'check' && needed) setStage('enrol');
  if (stage === 'check' && read.isPending) {
    return (
      <>
        {header}
        <AreaMain>
          <p role="status">{t('secondFactor.loading')}</p>
        </AreaMain>
      </>
    );
  }
  // A failed read leaves the area to answer (a session ended signs out there).
  if (stage === 'check' || stage === 'through') return <>{children}</>;
  return (
    <>
      {header}
      <AreaMain>
        <Page title={t('secondFactor.requiredTitle')} lead={t('secondFactor.requiredLead')}>
          <SecondFactorSetup
            token={token}
            onEnrolled={(fresh) => {
              onToken(fresh);
              setStage('enrolled');
            }}
          />
          <PasskeysPanel
            token={token}
            onAdded={(fresh) => {
              onToken(fresh);
              setStage('enrolled');
            }}
          />
          {stage === 'enrolled' ? (
            <button type="button" className="btn btn-primary" onClick={() => setStage('through')}>
              {t('secondFactor.continue')}
            </button>
          ) : (
            <p>
              <Link to={logOut}>{t('secondFactor.logOut')}</Link>
            </p>
          )}
        </Page>
      </AreaMain>
    </>
  );
}
