import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useSession } from '../../shared/session';
import { Page, StatusBanner } from '../../shared/ui';
import { useCatalogue } from '../catalogue/catalogue';
import { DEFAULT_TAB } from '../tabs';
import './NdaScreen.css';

/** The beta variant's addition, shown while the library holds a beta scenario. */
export const BETA_NOTE =
  'The library includes beta exercises: unreleased scenarios we are still refining. The agreement also covers them: their content is not public yet, and we may ask your trainers for feedback on them.';

/**
 * Shown to a signed-in user who has not agreed to the NDA, instead of the portal; its beta
 * variant while the catalogue holds a beta scenario (docs/portal.md).
 */
export function NdaScreen({ token }: { token: string }) {
  const setAgreed = useSession((state) => state.setAgreed);
  const beta = useCatalogue().scenarios.some((scenario) => scenario.beta);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function agree() {
    setPending(true);
    setFailure(null);
    try {
      const answer = await callApi(authCalls.agreeNDA, { token });
      if (answer.type === 'success') {
        setAgreed(true);
        void navigate(`/${DEFAULT_TAB}`);
      } else {
        setFailure(answer.data);
      }
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Page title="Welcome" className="nda-page" titleId="nda-title">
      <div className="panel nda-panel">
        {beta && <p className="nda-beta-badge">Beta</p>}
        <p>
          The exercises in Incident Dojo, their scenarios and your teams&apos; results are
          confidential. Before you continue, please confirm that you agree to the non-disclosure
          agreement (NDA): you will not share this material outside your organisation.
        </p>
        {beta && <p className="nda-beta-note">{BETA_NOTE}</p>}
        {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
        <button
          type="button"
          className="btn btn-primary"
          onClick={agree}
          disabled={pending}
          aria-busy={pending}
        >
          I agree to NDA
        </button>
      </div>
    </Page>
  );
}
