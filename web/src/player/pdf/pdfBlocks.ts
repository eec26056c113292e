import type { PdfDefinition, PdfImage } from '@dojo/protocol';

export type PdfBlock =
  | { kind: 'header'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'image'; image: PdfImage };

/**
 * A PDF's content as blocks (editor spec §3): a line starting 'header:' or 'subtitle:' is a
 * heading; a line naming an image ('image: name', or just the name) places that image;
 * other lines are paragraphs. Images the content never names follow at the end.
 */
export function pdfBlocks(pdf: Pick<PdfDefinition, 'content' | 'images'>): PdfBlock[] {
  const byName = new Map(pdf.images.map((image) => [image.name, image]));
  const placed = new Set<string>();
  const blocks: PdfBlock[] = [];
  for (const raw of pdf.content.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^(header|subtitle):\s*(.*)$/i.exec(line);
    if (heading) {
      const kind = heading[1]?.toLowerCase() === 'header' ? 'header' : 'subtitle';
      blocks.push({ kind, text: heading[2] ?? '' });
      continue;
    }
    const name = line.replace(/^image:\s*/i, '');
    const image = byName.get(name);
    if (image) {
      placed.add(name);
      blocks.push({ kind: 'image', image });
      continue;
    }
    blocks.push({ kind: 'paragraph', text: line });
  }
  for (const image of pdf.images) {
    if (!placed.has(image.name)) blocks.push({ kind: 'image', image });
  }
  return blocks;
}
