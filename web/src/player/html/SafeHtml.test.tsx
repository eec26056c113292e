// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richTextHtml } from '@dojo/protocol';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it("shows an imported MSEL cell's bold, italic, colour and line breaks to the player", () => {
    // The content the import stores for a rich-text cell (docs/msel.md, "Rich text").
    const content = richTextHtml([
      { text: 'Stimulus 1 : ', bold: true },
      { text: 'network degraded.\n' },
      { text: 'Urgent', bold: true, color: 'C00000' },
      { text: ' — confirm', italic: true },
    ]);
    const { container } = render(<SafeHtml html={content} />);
    const reader = container.firstElementChild!;
    expect(reader.innerHTML).toBe(
      '<strong>Stimulus 1 : </strong>network degraded.<br>' +
        '<strong><span style="color: rgb(192, 0, 0);">Urgent</span></strong>' +
        '<em> — confirm</em>',
    );
  });

  it('keeps no style but a single colour, and no colour outside a span', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<span style="color: #123456; background: url(https://evil.example/x)">a</span>' +
          '<span style="color: red">b</span>' +
          '<span style="color: expression(alert(1))">c</span>' +
          '<p style="color: #123456">d</p>' +
          '<span style="position: fixed; top: 0">e</span>'
        }
      />,
    );
    expect(container.firstElementChild!.innerHTML).toBe(
      '<span>a</span><span>b</span><span>c</span><p>d</p><span>e</span>',
    );
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });
});
