import { describe, expect, it } from 'vitest';
import type { PdfImage } from '@dojo/protocol';
import { parsePdfContent, unknownImageReferences } from './pdfContent';

const logo: PdfImage = { url: '/media/logo.png', name: 'logo', caption: 'Our logo', size: 'small' };
const map: PdfImage = { url: '/media/map.png', name: 'map', caption: '', size: 'large' };

describe('parsePdfContent', () => {
  it('turns "header:" and "subtitle:" lines into headers and other lines into paragraphs', () => {
    const content = 'header: First hour\nIsolate the hosts.\nsubtitle: Escalation\nCall legal.';
    expect(parsePdfContent(content)).toEqual([
      { kind: 'header', text: 'First hour' },
      { kind: 'paragraph', text: 'Isolate the hosts.' },
      { kind: 'subtitle', text: 'Escalation' },
      { kind: 'paragraph', text: 'Call legal.' },
    ]);
  });

  it('skips blank lines and trims the text, whatever the line endings', () => {
    expect(parsePdfContent('  One  \r\n\r\n   \nTwo')).toEqual([
      { kind: 'paragraph', text: 'One' },
      { kind: 'paragraph', text: 'Two' },
    ]);
  });

  it('reads the prefixes whatever their case, and drops an empty header', () => {
    expect(parsePdfContent('Header: Scope\nSUBTITLE: Who\nheader:   ')).toEqual([
      { kind: 'header', text: 'Scope' },
      { kind: 'subtitle', text: 'Who' },
    ]);
  });

  it('keeps a line that only mentions header later on as a paragraph', () => {
    expect(parsePdfContent('The header: is on page 2')).toEqual([
      { kind: 'paragraph', text: 'The header: is on page 2' },
    ]);
  });

  it('places an image where "image: identifier" names it and adds unplaced images at the end', () => {
    expect(parsePdfContent('Intro\nimage: map\nOutro', [logo, map])).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'image', image: map },
      { kind: 'paragraph', text: 'Outro' },
      { kind: 'image', image: logo },
    ]);
  });

  it('keeps "image:" lines naming no image as text, so the author sees them', () => {
    expect(parsePdfContent('image: chart', [logo])).toEqual([
      { kind: 'paragraph', text: 'image: chart' },
      { kind: 'image', image: logo },
    ]);
  });
});

describe('unknownImageReferences', () => {
  it('lists each identifier the content places but no image carries, once', () => {
    const content = 'image: chart\nimage: logo\nimage: chart\nimage: photo';
    expect(unknownImageReferences(content, [logo])).toEqual(['chart', 'photo']);
  });
});
