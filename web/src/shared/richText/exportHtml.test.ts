import { describe, expect, it } from 'vitest';
import { tidyExportedHtml } from './exportHtml';

describe('tidyExportedHtml', () => {
  it('keeps heading levels, says bold once and drops classes and inline styles', () => {
    const lexical =
      '<h1 class="rt-h1"><span style="white-space: pre-wrap;">Title</span></h1>' +
      '<h2 class="rt-h2"><span style="white-space: pre-wrap;">Part</span></h2>' +
      '<p class="rt-paragraph"><b><strong class="rt-bold" style="white-space: pre-wrap;">Never</strong></b>' +
      '<span style="white-space: pre-wrap;"> share</span></p>';
    expect(tidyExportedHtml(lexical)).toBe(
      '<h1>Title</h1><h2>Part</h2><p><strong>Never</strong> share</p>',
    );
  });
});
