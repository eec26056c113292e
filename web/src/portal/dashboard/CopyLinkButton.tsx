import { useEffect, useState } from 'react';

const COPIED_MS = 2_000;

/** Copies a player's full link; says 'Copied!' for 2 seconds. */
export function CopyLinkButton({ path, label }: { path: string; label: string }) {
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
        aria-label={`Copy the link of ${label}`}
        onClick={() => {
          navigator.clipboard.writeText(url).then(
            () => setCopied(true),
            () => setFailed(true),
          );
        }}
      >
        {copied ? 'Copied!' : 'Copy'}
      </button>
      {failed && (
        <span role="alert" className="dashboard-note">
          Copying is blocked here: select the link instead.
        </span>
      )}
    </span>
  );
}
