import { useEffect, useRef } from 'react';
import { applyMailStyles, applyStyleText, sanitizeMail } from './sanitizeMail';

/**
 * A message's HTML part as its recipient sees it: sanitized, in a shadow root so the app's
 * styles and the message's never mix.
 */
export function MailPreview({ html, label }: { html: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const { fragment, bodyStyle } = sanitizeMail(html);
    const body = document.createElement('div');
    applyStyleText(body, bodyStyle);
    body.append(fragment);
    root.replaceChildren(body);
    applyMailStyles(root);
  }, [html]);

  return <div ref={host} className="outbox-frame" role="document" aria-label={label} />;
}
