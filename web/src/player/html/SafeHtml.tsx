import { createElement, useMemo, type ReactNode } from 'react';
import { t } from '../../shared/i18n';
import { hasMarkup, sanitizeHtml, type SafeNode } from './sanitize';
import './SafeHtml.css';

function renderNodes(nodes: SafeNode[], path: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${path}.${index}`;
    if (node.kind === 'text') return node.text;
    if (node.kind === 'video') {
      return (
        <span key={key} className="safe-html-video">
          <iframe
            src={node.src}
            title={node.src.includes('vimeo') ? t('html.vimeo') : t('html.youtube')}
            allow="encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </span>
      );
    }
    if (node.tag === 'br' || node.tag === 'hr') return createElement(node.tag, { key });
    const props =
      node.tag === 'a'
        ? { key, href: node.href, target: '_blank', rel: 'noopener noreferrer' }
        : node.color
          ? { key, style: { color: node.color } }
          : { key };
    return createElement(node.tag, props, ...renderNodes(node.children, key));
  });
}

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Server-sent HTML (an NDA, an event's content) rendered through the allow-list in
 * sanitize.ts: React builds every element, so nothing the server sends runs as code.
 * Plain text keeps its line breaks.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const nodes = useMemo(() => sanitizeHtml(html), [html]);
  const kind = hasMarkup(nodes) ? 'safe-html' : 'safe-html safe-html-plain';
  return <div className={className ? `${kind} ${className}` : kind}>{renderNodes(nodes, 'n')}</div>;
}
