import { useMemo, type ReactNode } from 'react';
import type { PdfDefinition } from '@dojo/protocol';
import { mediaUrl } from '../logic/media';
import { pdfBlocks } from './pdfBlocks';
import './pdf.css';

interface PdfDocumentProps {
  pdf: PdfDefinition;
  /** Shown after the title, e.g. ' [SUBMITTED]'. */
  titleSuffix?: string;
  titleId?: string;
  children?: ReactNode;
}

/** A PDF document or form drawn as a page: title, headings, paragraphs and images. */
export function PdfDocument({ pdf, titleSuffix = '', titleId, children }: PdfDocumentProps) {
  const blocks = useMemo(() => pdfBlocks(pdf), [pdf]);
  return (
    <article className="pdf-page" aria-labelledby={titleId}>
      <h2 className="pdf-title" id={titleId}>
        {pdf.title}
        {titleSuffix}
      </h2>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'header':
            return (
              <h3 key={key} className="pdf-header">
                {block.text}
              </h3>
            );
          case 'subtitle':
            return (
              <h4 key={key} className="pdf-subtitle">
                {block.text}
              </h4>
            );
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'image':
            return (
              <figure
                key={key}
                className={`pdf-figure pdf-figure-${block.image.size.replace(' ', '-')}`}
              >
                <img
                  src={mediaUrl(block.image.url)}
                  alt={block.image.caption || block.image.name}
                />
                {block.image.caption && <figcaption>{block.image.caption}</figcaption>}
              </figure>
            );
        }
      })}
      {children}
    </article>
  );
}
