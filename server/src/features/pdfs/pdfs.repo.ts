import type { PdfDefinition } from '@dojo/protocol';
import type { Store } from '../../store';

export type PdfDoc = PdfDefinition & { _id: string };

/** The only place that touches the `pdfs` collection. */
export function pdfsRepo(store: Store) {
  const pdfs = store.collection<PdfDoc>('pdfs');
  return {
    findByFileName(fileName: string) {
      return pdfs.findOne({ _id: fileName });
    },
    insert(pdf: PdfDefinition) {
      return pdfs.insertOne({ _id: pdf.fileName, ...pdf });
    },
  };
}
