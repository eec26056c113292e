import { useEffect, useState } from 'react';
import { useT } from '../../shared/i18n';

const COPIED_MS = 2_000;

/** Copies a player's full link; says 'Copied!' for 2 seconds. */
export function CopyLinkButton({ path, label }: { path: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const url = `${window.location.origin}${path}`;
  return (
    <span className="dashboard-link">
      <a href={url} className="dashboard-link-text" target="_blank" rel="noreferrer">
        {path}
      </a>
      <button
        type="button"
        className="btn btn-quiet"
        aria-label={t('dashboard.copyLink', { label })}
        onClick={() => {
          navigator.clipboard.writeText(url).then(
            () => setCopied(true),
            () => setFailed(true),
          );
        }}
      >
        {copied ? t('dashboard.copied') : t('dashboard.copy')}
      </button>
      {failed && (
        <span role="alert" className="dashboard-note">
          {t('dashboard.copyBlocked')}
        </span>
      )}
    </span>
  );
}
