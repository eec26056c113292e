import { useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '@dojo/protocol';

/** Copies `text`; the button reads 'Copied!' for 2 seconds, and says so to screen readers. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return; // the browser refused (no permission): the link stays visible to copy by hand
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  return (
    <button
      type="button"
      className="btn btn-secondary btn-small"
      aria-label={copied ? `${label}: copied` : label}
      onClick={() => void copy()}
    >
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  );
}
