import type { PdfDefinition } from '@dojo/protocol';
import type { Store } from '../../store';
import { saveAtRevision } from '../../revisions/revisions';

export type PdfDoc = PdfDefinition & {
  _id: string;
  updatedAt: string;
  updatedBy?: string;
  /** Counts the saves (docs/editor-api.md, "Concurrent edits"); absent means 0 (additive). */
  revision?: number;
};

/** The only place that touches the `pdfs` collection; a PDF is keyed by its file name. */
export function pdfsRepo(store: Store) {
  const pdfs = store.collection<PdfDoc>('pdfs');
  return {
    findByFileName(fileName: string) {
      return pdfs.findOne({ _id: fileName });
    },
    async names(): Promise<string[]> {
      const docs = await pdfs.find<{ _id: string }>(
        {},
        { sort: { _id: 1 }, projection: { _id: 1 } },
      );
      return docs.map((doc) => doc._id);
    },
    /** Every PDF's name and kind (Document or Form), for the publication warnings. */
    kinds() {
      return pdfs.find<Pick<PdfDoc, 'fileName' | 'type'>>(
        {},
        { projection: { fileName: 1, type: 1, _id: 0 } },
      );
    },
    insert(pdf: PdfDefinition, updatedAt: string) {
      return pdfs.insertOne({ _id: pdf.fileName, ...pdf, updatedAt });
    },
    /** Creates or replaces the PDF; with `base`, only at that revision (else null). */
    save(pdf: PdfDefinition, meta: { updatedAt: string; updatedBy: string }, base?: number) {
      return saveAtRevision(pdfs, pdf.fileName, { ...pdf, ...meta }, base);
    },
  };
}
export type PdfsRepo = ReturnType<typeof pdfsRepo>;
