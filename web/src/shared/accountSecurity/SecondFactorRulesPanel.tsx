import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '@dojo/protocol';
import { callApi } from '../api';
import { useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { queryKeys, readState } from '../query';
import { BusyButton, StatusBanner } from '../ui';

/**
 * Who must have two-step sign-in (docs/auth.md, "Who must have one"): the admin requires it
 * of authors, a client owner of the client's trainers. Admins always need it.
 */
export function SecondFactorRulesPanel({
  token,
  rule,
}: {
  token: string;
  rule: 'authors' | 'trainers';
}) {
  const t = useT();
  const queries = useQueryClient();
  const key = queryKeys.secondFactorRules(token);
  const read = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(authCalls.getSecondFactorRules, { token }, { signal }),
  });
  const status = readState(read, errorText);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (required: boolean) =>
      callApi(authCalls.setSecondFactorRule, { token, rule, required }),
    onSuccess: () => queries.invalidateQueries({ queryKey: key }),
  });
  const stored = status.kind === 'ready' ? status.data[rule] === true : false;
  const required = chosen ?? stored;

  return (
    <section className="panel" aria-labelledby="factor-rules-title">
      <h2 id="factor-rules-title">{t('secondFactor.rulesTitle')}</h2>
      <p>{t(rule === 'authors' ? 'secondFactor.rulesLeadAdmin' : 'secondFactor.rulesLeadOwner')}</p>
      {status.kind === 'loading' && <p role="status">{t('secondFactor.loading')}</p>}
      {status.kind === 'failed' && <StatusBanner kind="failed">{status.message}</StatusBanner>}
      {status.kind === 'ready' && (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(required);
          }}
        >
          <label className="checkbox">
            <input
              type="checkbox"
              checked={required}
              onChange={(event) => setChosen(event.target.checked)}
            />{' '}
            {t(rule === 'authors' ? 'secondFactor.rulesAuthors' : 'secondFactor.rulesTrainers')}
          </label>
          {save.isSuccess && <StatusBanner kind="success">{save.data.data}</StatusBanner>}
          {save.isError && <StatusBanner kind="failed">{errorText(save.error)}</StatusBanner>}
          <BusyButton type="submit" busy={save.isPending}>
            {t('secondFactor.rulesSave')}
          </BusyButton>
        </form>
      )}
    </section>
  );
}
