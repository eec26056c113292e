// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyMailStyles, sanitizeMail } from './sanitizeMail';

const MAIL = `<!doctype html><html><head><style>body{display:none}</style></head>
<body style="background:#f3f4f6"><p style="color:red" onclick="alert(1)">Hi</p>
<script>alert(2)</script><a href="https://dojo.test/exercise/x">Start</a>
<img src="x" onerror="alert(3)"><form><input name="q"></form></body></html>`;

function render(html: string): { root: HTMLElement; bodyStyle: string } {
  const { fragment, bodyStyle } = sanitizeMail(html);
  const root = document.createElement('div');
  root.append(fragment);
  applyMailStyles(root);
  return { root, bodyStyle };
}

describe('sanitizeMail', () => {
  it('drops scripts, handlers, style sheets and forms', () => {
    const { root } = render(MAIL);
    expect(root.innerHTML).not.toMatch(/script|onclick|onerror|<form|<input|<style|display:none/);
  });

  it('keeps the inline styles, applied through the CSSOM, and the body style apart', () => {
    const { root, bodyStyle } = render(MAIL);
    expect(root.querySelector('p')?.style.color).toBe('red');
    expect(root.querySelector('[data-mail-style]')).toBeNull();
    expect(bodyStyle).toBe('background:#f3f4f6');
  });

  it('opens links in a new tab without an opener', () => {
    const link = render(MAIL).root.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
