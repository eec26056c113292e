import { useState } from 'react';
import { useNavigation } from '../../shared/navigation/navigation';
import { callApi } from '../../shared/api';
import { laterAccountCall } from '../../shared/protocolLater';
import { errorText } from '../../shared/i18n/errorText';
import { useSession } from '../../shared/session';
import { Page, StatusBanner } from '../../shared/ui';
import { useCatalogue } from '../catalogue/catalogue';
import { DEFAULT_TAB } from '../tabs';
import './NdaScreen.css';
import { useT, type MessageKey } from '../../shared/i18n';

/** The beta variant's addition, shown while the library holds a beta scenario. */
export const BETA_NOTE: MessageKey = 'portalNda.betaNote';

/**
 * Shown to a signed-in user who has not agreed to the NDA, instead of the portal; its beta
 * variant while the catalogue holds a beta scenario (docs/portal.md).
 */
export function NdaScreen({ token }: { token: string }) {
  const t = useT();
  const setAgreed = useSession((state) => state.setAgreed);
  const beta = useCatalogue().scenarios.some((scenario) => scenario.beta);
  const { navigate } = useNavigation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function agree() {
    setPending(true);
    setFailure(null);
    try {
      const answer = await callApi(
        laterAccountCall((defs) => defs.authCalls.agreeNDA),
        { token },
      );
      if (answer.type === 'success') {
        setAgreed(true);
        void navigate(`/${DEFAULT_TAB}`);
      } else {
        setFailure(answer.data);
      }
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Page title={t('portalNda.title')} className="nda-page" titleId="nda-title">
      <div className="panel nda-panel">
        {beta && <p className="nda-beta-badge">{t('portalNda.beta')}</p>}
        <p>{t('portalNda.text')}</p>
        {beta && <p className="nda-beta-note">{t(BETA_NOTE)}</p>}
        {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
        <button
          type="button"
          className="btn btn-primary"
          onClick={agree}
          disabled={pending}
          aria-busy={pending}
        >
          {t('portalNda.agree')}
        </button>
      </div>
    </Page>
  );
}
