import type { CSSProperties } from 'react';

/**
 * Every chart's hover box, in the design tokens. Recharts draws it white by default, where the
 * series' names took the page's muted text colour: 2.15:1, under WCAG AA's 4.5:1. The band a
 * bar chart shades behind the hovered bar was light grey too.
 */
export const TOOLTIP_STYLE = {
  contentStyle: {
    background: 'var(--color-bg)',
    border: '1px solid var(--color-border-strong)',
    color: 'var(--color-text)',
  },
  labelStyle: { color: 'var(--color-text)' },
  itemStyle: { color: 'var(--color-text)' },
  cursor: { fill: 'var(--color-surface-raised)' },
} satisfies Record<string, CSSProperties>;
