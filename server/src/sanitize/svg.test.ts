import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg';

const clean = (svg: string) => {
  const result = sanitizeSvg(Buffer.from(svg));
  if (!result.ok) throw new Error(result.problem);
  return result.svg;
};

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('sanitizeSvg', () => {
  it('keeps a plain drawing: shapes, paths, gradients, text and in-document references', () => {
    const svg = `<svg ${SVG_NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect id="r" width="10" height="10" fill="url(#g)"/><use xlink:href="#r"/><text x="1" y="5">Hi</text><path d="M0 0L10 10"/></svg>`;
    const out = clean(svg);
    for (const part of ['<rect', 'linearGradient', 'url(#g)', 'href="#r"', '>Hi</text>', '<path'])
      expect(out).toContain(part);
  });

  it('removes a script in the XHTML namespace (<h:script>)', () => {
    const out = clean(
      `<svg ${SVG_NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script><circle r="1"/></svg>`,
    );
    expect(out).not.toMatch(/script|alert/i);
    expect(out).toContain('<circle');
  });

  it('removes <set onload> and animations that write event handlers or links', () => {
    const out = clean(
      `<svg ${SVG_NS}><set onload="alert(1)" attributeName="x" to="1"/><animate attributeName="href" to="javascript:alert(2)"/><rect width="1" height="1"/></svg>`,
    );
    expect(out).not.toMatch(/onload|alert|javascript|<set|<animate/i);
    expect(out).toContain('<rect');
  });

  it('drops an xml-stylesheet prologue and external style sheets', () => {
    const out = clean(
      `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css" type="text/css"?><svg ${SVG_NS}><style>@import url(https://evil.example/y.css);</style><rect width="1" height="1"/></svg>`,
    );
    expect(out).not.toMatch(/xml-stylesheet|evil\.example|@import/);
    expect(out).toMatch(/^<svg/);
  });

  it('removes foreign objects, event handlers and external or script links', () => {
    const out = clean(
      `<svg ${SVG_NS} xmlns:xlink="http://www.w3.org/1999/xlink"><foreignObject><div>x</div></foreignObject><a href="javascript:alert(1)"><rect onclick="alert(2)" width="1" height="1"/></a><image href="https://evil.example/track.png"/><use xlink:href="https://evil.example/s.svg#a"/></svg>`,
    );
    expect(out).not.toMatch(/foreignObject|javascript|onclick|alert|evil\.example/i);
  });

  const svg = (inner: string, attributes = '') =>
    `<svg ${SVG_NS} xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}<rect width="1" height="1"/></svg>`;

  it.each([
    ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>'), /javascript/],
    ['an onload handler on the root', svg('', ' onload="alert(1)"'), /onload/],
    ['an external xlink', svg('<use xlink:href="other.svg#a"/>'), /other\.svg/],
    [
      'an external url() in a style',
      svg('<rect style="fill:url(https://evil.example/p)"/>'),
      /evil/,
    ],
    [
      'an external url() in an attribute',
      svg('<rect fill="url(https://evil.example/p)"/>'),
      /evil/,
    ],
    ['an iframe', svg('<iframe src="https://evil.example"></iframe>'), /iframe|evil/],
  ])('removes %s', (_what, input, gone) => {
    const out = clean(input);
    expect(out).not.toMatch(gone);
    expect(out).toContain('<rect');
  });

  it('refuses entity declarations, text that is not UTF-8, and a file without an <svg> root', () => {
    const entity = sanitizeSvg(
      Buffer.from(`<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg ${SVG_NS}><text>&a;</text></svg>`),
    );
    expect(entity).toEqual({ ok: false, problem: 'SVG images may not declare entities.' });
    expect(sanitizeSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toEqual({
      ok: false,
      problem: 'This SVG is not valid UTF-8 text.',
    });
    expect(sanitizeSvg(Buffer.from('<html><body>x</body></html>'))).toEqual({
      ok: false,
      problem: 'This file is not a valid SVG image.',
    });
  });
});
