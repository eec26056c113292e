import { PDF_LINE_PREFIXES, type PdfImage } from '@dojo/protocol';

/** One piece of a PDF's body, in reading order. */
export type PdfBlock =
  | { kind: 'header'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'image'; image: PdfImage };

function afterPrefix(line: string, prefix: string): string | null {
  return line.toLowerCase().startsWith(prefix) ? line.slice(prefix.length).trim() : null;
}

/**
 * Splits a PDF's content into blocks (docs/editor-rules.md): a line starting 'header:' is a header,
 * 'subtitle:' a subtitle, 'image: {identifier}' places the image of that identifier; every
 * other non-blank line is a paragraph. Images the content never places follow at the end, in
 * their list order, so no image an author added is lost.
 */
export function parsePdfContent(content: string, images: readonly PdfImage[] = []): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const placed = new Set<PdfImage>();
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const header = afterPrefix(line, PDF_LINE_PREFIXES.header);
    const subtitle = afterPrefix(line, PDF_LINE_PREFIXES.subtitle);
    const imageName = afterPrefix(line, PDF_LINE_PREFIXES.image);
    const image = imageName ? findImage(images, imageName) : undefined;
    if (header !== null) {
      if (header) blocks.push({ kind: 'header', text: header });
    } else if (subtitle !== null) {
      if (subtitle) blocks.push({ kind: 'subtitle', text: subtitle });
    } else if (image) {
      blocks.push({ kind: 'image', image });
      placed.add(image);
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  for (const image of images) {
    if (!placed.has(image)) blocks.push({ kind: 'image', image });
  }
  return blocks;
}

function findImage(images: readonly PdfImage[], identifier: string): PdfImage | undefined {
  return images.find((image) => image.name.trim() === identifier);
}

/** The identifiers the content places ('image: x') that no image carries: likely typos. */
export function unknownImageReferences(content: string, images: readonly PdfImage[]): string[] {
  const unknown: string[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const name = afterPrefix(raw.trim(), PDF_LINE_PREFIXES.image);
    if (name && !findImage(images, name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}
