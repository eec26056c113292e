import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './richHtml';

/** What the shared editor exports for a heading, formatted text, a link and two lists. */
const EDITOR_OUTPUT =
  '<h1 class="rt-h1"><span style="white-space: pre-wrap;">Title</span></h1>' +
  '<h2 class="rt-h2"><span style="white-space: pre-wrap;">Scope</span></h2>' +
  '<p class="rt-paragraph"><b><strong class="rt-bold" style="white-space: pre-wrap;">bold</strong></b>' +
  '<i><em class="rt-italic">it</em></i><u><span class="rt-underline">und</span></u>' +
  '<s><span class="rt-strike">gone</span></s><br>' +
  '<a href="https://acme.example/nda" class="rt-link" target="_blank" rel="noopener noreferrer"><span>link</span></a></p>' +
  '<ol class="rt-ol"><li value="1" class="rt-li"><span>one</span></li></ol>' +
  '<ul class="rt-ul"><li value="1" class="rt-li"><span>two</span></li></ul>';

describe('sanitizeRichHtml', () => {
  it('keeps everything the editor produces, without classes, styles or spans', () => {
    expect(sanitizeRichHtml(EDITOR_OUTPUT)).toBe(
      '<h1>Title</h1><h2>Scope</h2>' +
        '<p><b><strong>bold</strong></b><i><em>it</em></i><u>und</u><s>gone</s><br>' +
        '<a href="https://acme.example/nda" target="_blank" rel="noopener noreferrer">link</a></p>' +
        '<ol><li>one</li></ol><ul><li>two</li></ul>',
    );
  });

  it('drops scripts and styles with their content', () => {
    expect(sanitizeRichHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe(
      '<p>Hi</p>',
    );
  });

  it('drops event handlers and every attribute but a link address', () => {
    expect(
      sanitizeRichHtml(
        '<p onclick="alert(1)" id="x" data-x="1">Hi <img src=x onerror=alert(1)></p>',
      ),
    ).toBe('<p>Hi </p>');
  });

  it('refuses javascript:, data: and vbscript: addresses, however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeRichHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('makes every link open in a new tab with rel="noopener noreferrer"', () => {
    expect(
      sanitizeRichHtml('<a href="mailto:legal@acme.example" target="_self" rel="opener">mail</a>'),
    ).toBe(
      '<a href="mailto:legal@acme.example" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it('unwraps headings 3-6, tables and other elements the editor does not make, keeping text', () => {
    expect(
      sanitizeRichHtml('<h3>Small</h3><table><tr><td>cell</td></tr></table><div>d</div>'),
    ).toBe('Smallcelld');
  });

  it('drops frames, forms, svg and math', () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe><form><input></form>' +
      '<svg><script>alert(1)</script></svg><math><mi>x</mi></math><p>ok</p>';
    expect(sanitizeRichHtml(html)).toBe('<p>ok</p>');
  });

  it('keeps youtube-nocookie.com and player.vimeo.com frames when video embeds are on, and no other frame', () => {
    const youtube =
      '<iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="Video"></iframe>';
    const vimeo =
      '<iframe src="https://player.vimeo.com/video/123456" allowfullscreen=""></iframe>';
    const other =
      '<iframe src="https://evil.example/embed/abcdefghijk"></iframe>' +
      '<iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>' +
      '<iframe src="https://youtube.com/embed/abcdefghijk"></iframe>' +
      '<iframe src="https://vimeo.com/123456"></iframe>';
    const script = '<iframe src="javascript:alert(1)"></iframe>';
    const clean = sanitizeRichHtml(youtube + vimeo + other + script, { videoEmbeds: true });
    expect(clean).toBe(youtube + vimeo);
  });

  it('answers an empty string for blank input', () => {
    expect(sanitizeRichHtml('')).toBe('');
    expect(sanitizeRichHtml('  <script>x</script> ')).toBe('');
  });
});
