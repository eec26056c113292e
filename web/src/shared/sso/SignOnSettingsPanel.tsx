import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ssoCalls, type SsoSettingsView } from '@dojo/protocol';
import { callApi } from '../api';
import { useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { queryKeys, readState } from '../query';
import { StatusBanner } from '../ui';
import { scopeBody, type WebhookScope } from '../integrations/scope';
import { SignOnSettingsForm } from './SignOnSettingsForm';
import './sso.css';

/** Where the provider sends people back: the address to register there (docs/auth.md). */
const CALLBACK_PATH = '/api/signOn/callback';

/**
 * A client's single sign-on (docs/auth.md, "Single sign-on"): the identity provider, the
 * domains and claims that give roles, and whether passwords still sign in. The client's owner
 * sees it on the Dashboard, the admin in the Client Gateway beside the client's other settings.
 */
export function SignOnSettingsPanel(props: WebhookScope) {
  const t = useT();
  const cache = useQueryClient();
  const key = queryKeys.signOnSettings(props.client, props.token);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(ssoCalls.getSignOnSettings, scopeBody(props), { signal }),
  });
  const state = readState<{ settings: SsoSettingsView | null }>(query, errorText);
  const stored = state.kind === 'ready' ? state.data.settings : undefined;
  const redirectUri = stored?.redirectUri ?? `${window.location.origin}${CALLBACK_PATH}`;
  const [saved, setSaved] = useState(false);
  const reload = () => void cache.invalidateQueries({ queryKey: key });

  return (
    <section className="sso-settings" aria-labelledby="sso-settings-title">
      <h2 id="sso-settings-title">{t('sso.title')}</h2>
      <p className="sso-lead">{t('sso.lead')}</p>
      <p className="sso-redirect">
        <span>{t('sso.redirectUri')}</span> <code>{redirectUri}</code>
      </p>
      {state.kind === 'failed' && <StatusBanner kind="failed">{state.message}</StatusBanner>}
      {state.kind === 'loading' && <p role="status">{t('sso.loading')}</p>}
      {stored === null && <p className="sso-none">{t('sso.none')}</p>}
      {stored && (
        <p className="sso-state">
          {stored.passwordSignIn
            ? t('sso.stateOn', { domains: stored.domains.join(', ') })
            : t('sso.stateOnly', { domains: stored.domains.join(', ') })}
        </p>
      )}
      {saved && <StatusBanner kind="success">{t('sso.saved')}</StatusBanner>}
      {stored !== undefined && (
        <SignOnSettingsForm
          key={stored?.revision ?? 0}
          scope={props}
          stored={stored}
          onEdit={() => setSaved(false)}
          onSaved={() => {
            setSaved(true);
            reload();
          }}
          onReload={reload}
        />
      )}
    </section>
  );
}
