import { StatusBanner } from '../shared/ui';

/** A list that could not load: the server's message and Try Again (the editor's lists). */
export function LoadFailed({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return (
    <div className="load-failed">
      <StatusBanner kind="failed">{error}</StatusBanner>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
