// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainText, safeHref, sanitizeHtml, type SafeNode } from './sanitize';

/** The sanitised tree written back as HTML, to compare with what we expect. */
function render(nodes: SafeNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'video') return `[video ${node.src}]`;
      const href = node.href ? ` href="${node.href}"` : '';
      if (node.tag === 'br' || node.tag === 'hr') return `<${node.tag}>`;
      return `<${node.tag}${href}>${render(node.children)}</${node.tag}>`;
    })
    .join('');
}

const clean = (html: string) => render(sanitizeHtml(html));

describe('sanitizeHtml', () => {
  it('keeps paragraphs, emphasis and lists', () => {
    expect(clean('<p>Do <b>not</b> share <em>anything</em>.</p><ul><li>One</li></ul>')).toBe(
      '<p>Do <strong>not</strong> share <em>anything</em>.</p><ul><li>One</li></ul>',
    );
  });

  it('drops scripts and styles with their content', () => {
    expect(clean('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Hi</p>');
    expect(clean('<SCRIPT src="x"></SCRIPT>ok')).toBe('ok');
  });

  it('drops every attribute except a safe link target', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x">Hi</p>')).toBe('<p>Hi</p>');
    expect(clean('<a href="https://acme.example/nda" onmouseover="x()">NDA</a>')).toBe(
      '<a href="https://acme.example/nda">NDA</a>',
    );
  });

  it('refuses javascript: links, however they are disguised', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('unwraps unknown elements and drops images and forms', () => {
    expect(clean('<section><img src=x onerror=alert(1)><font>Text</font></section>')).toBe('Text');
    expect(clean('<form><input value="x"><button>Go</button></form>')).toBe('Go');
  });

  it('drops svg and math with their content', () => {
    expect(clean('<svg><script>alert(1)</script><text>x</text></svg>ok')).toBe('ok');
  });

  it('keeps text that only looks like a tag, and decodes entities', () => {
    expect(clean('1 < 2 &amp; 3 &gt; 2')).toBe('1 < 2 & 3 > 2');
  });

  it('ignores comments and stray closing tags', () => {
    expect(clean('<!-- hidden --><p>Shown</p></div>')).toBe('<p>Shown</p>');
  });

  it('closes what the author left open', () => {
    expect(clean('<p><strong>Bold')).toBe('<p><strong>Bold</strong></p>');
  });

  it('renders headings below the page headings, each level kept apart', () => {
    expect(clean('<h1>Title</h1><h2>Part</h2><h3>Sub</h3>')).toBe(
      '<h3>Title</h3><h4>Part</h4><h5>Sub</h5>',
    );
  });

  it("renders the editor's bold once, not as <strong><strong>", () => {
    expect(clean('<p><b><strong>Never</strong></b> share</p>')).toBe(
      '<p><strong>Never</strong> share</p>',
    );
  });
});

describe('safeHref', () => {
  it('allows http, https, mailto and paths on this site', () => {
    expect(safeHref('https://x.example')).toBe('https://x.example');
    expect(safeHref('mailto:help@x.example')).toBe('mailto:help@x.example');
    expect(safeHref('/contact-us')).toBe('/contact-us');
  });

  it('refuses data:, protocol-relative and other schemes', () => {
    expect(safeHref('data:text/html,<b>')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('vbscript:x')).toBeUndefined();
  });
});

describe('plainText', () => {
  it('joins the text of the blocks with spaces', () => {
    expect(plainText('<p>First</p><p>Second &amp; last</p>')).toBe('First Second & last');
  });
});

describe('entities', () => {
  it('decodes named entities the way the browser does, and numeric ones', () => {
    expect(clean('Caf&eacute; &rsquo;24 &copy; Acme &amp; co &#x41;&#39;')).toBe(
      "Café ’24 © Acme & co A'",
    );
  });

  it('keeps text that only looks like an entity', () => {
    expect(clean('R&D &zzz; 5 &lt 6')).toBe('R&D &zzz; 5 < 6');
  });
});

describe('embedded videos', () => {
  it('keeps YouTube no-cookie and Vimeo players as videos', () => {
    expect(
      clean(
        '<p>Watch</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>' +
          '<iframe src="https://player.vimeo.com/video/76979871" onload="x()"></iframe>',
      ),
    ).toBe(
      '<p>Watch</p>[video https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ]' +
        '[video https://player.vimeo.com/video/76979871]',
    );
  });

  it('drops every other frame, youtube.com and lookalike hosts included', () => {
    expect(
      clean(
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' +
          '<iframe src="https://player.vimeo.com.evil.example/video/1"></iframe>' +
          '<iframe src="javascript:alert(1)"></iframe><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });
});
