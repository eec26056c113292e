import { describe, expect, it } from 'vitest';
import type { PdfImage } from '@dojo/protocol';
import { pdfBlocks } from './pdfBlocks';

const image = (name: string): PdfImage => ({
  url: `${name}.png`,
  name,
  caption: '',
  size: 'large',
});

describe('pdfBlocks', () => {
  it('reads headers, subtitles and paragraphs', () => {
    const content = 'header: First hour\nIsolate hosts.\n\nsubtitle: Escalation\nOpen a bridge.';
    expect(pdfBlocks({ content, images: [] })).toEqual([
      { kind: 'header', text: 'First hour' },
      { kind: 'paragraph', text: 'Isolate hosts.' },
      { kind: 'subtitle', text: 'Escalation' },
      { kind: 'paragraph', text: 'Open a bridge.' },
    ]);
  });

  it('places a named image where the content names it, and the others at the end', () => {
    const blocks = pdfBlocks({
      content: 'Network map:\nimage: map\nEnd.',
      images: [image('map'), image('logo')],
    });
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'image', 'paragraph', 'image']);
    expect(blocks[3]).toEqual({ kind: 'image', image: image('logo') });
  });
});
