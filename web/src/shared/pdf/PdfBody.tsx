import type { PdfImage } from '@dojo/protocol';
import { mediaAddress } from '../media';
import { parsePdfContent } from './pdfContent';

/** The CSS class of each PDF image size (docs/editor-rules.md; large is the default). */
const SIZE_CLASS: Record<PdfImage['size'], string> = {
  'true size': 'pdf-image-true-size',
  small: 'pdf-image-small',
  medium: 'pdf-image-medium',
  large: 'pdf-image-large',
};

/** The document part of a PDF: headers, subtitles, paragraphs and images in reading order. */
export function PdfBody({ content, images }: { content: string; images: readonly PdfImage[] }) {
  const blocks = parsePdfContent(content, images);
  return (
    <div className="pdf-body">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'header':
            return (
              <h3 key={index} className="pdf-header">
                {block.text}
              </h3>
            );
          case 'subtitle':
            return (
              <h4 key={index} className="pdf-subtitle">
                {block.text}
              </h4>
            );
          case 'paragraph':
            return (
              <p key={index} className="pdf-paragraph">
                {block.text}
              </p>
            );
          case 'image':
            return <PdfFigure key={index} image={block.image} />;
        }
      })}
    </div>
  );
}

function PdfFigure({ image }: { image: PdfImage }) {
  const caption = image.caption.trim();
  return (
    <figure className={`pdf-figure ${SIZE_CLASS[image.size] ?? SIZE_CLASS.large}`}>
      {image.url.trim() ? (
        <img
          className="pdf-image"
          src={mediaAddress(image.url)}
          alt={caption || image.name}
          loading="lazy"
        />
      ) : (
        <div className="pdf-image-missing">No picture chosen for “{image.name || 'image'}”</div>
      )}
      {caption && <figcaption className="pdf-caption">{caption}</figcaption>}
    </figure>
  );
}
