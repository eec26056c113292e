import type { ReadState } from '../shared/query';
import { useT } from '../shared/i18n';
import { Page, StatusBanner } from '../shared/ui';

/**
 * A portal page whose read has not given its data: the loading line, or the failure (with
 * Retry when the page offers it). Null once the data is there, so the page shows itself.
 */
export function ReadStatePage(props: {
  title: string;
  state: ReadState<unknown>;
  loading: string;
  retry?: () => void;
}) {
  const { title, state, loading, retry } = props;
  const t = useT();
  if (state.kind === 'ready') return null;
  return (
    <Page title={title}>
      {state.kind === 'loading' ? (
        <p className="report-empty" aria-busy="true">
          {loading}
        </p>
      ) : (
        <>
          <StatusBanner kind="failed">{state.message}</StatusBanner>
          {retry && (
            <button type="button" className="btn btn-secondary" onClick={retry}>
              {t('portal.retry')}
            </button>
          )}
        </>
      )}
    </Page>
  );
}
