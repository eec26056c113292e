import type { PdfDefinition } from '@dojo/protocol';
import type { Store } from '../../store';

export type PdfDoc = PdfDefinition & { _id: string; updatedAt: string; updatedBy?: string };

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
    insert(pdf: PdfDefinition, updatedAt: string) {
      return pdfs.insertOne({ _id: pdf.fileName, ...pdf, updatedAt });
    },
    /** Creates the PDF or replaces every field of the one with the same file name. */
    async save(pdf: PdfDefinition, meta: { updatedAt: string; updatedBy: string }) {
      const result = await pdfs.updateOne(
        { _id: pdf.fileName },
        { $set: { ...pdf, ...meta } },
        { upsert: true },
      );
      return result.upsertedId ? 'created' : 'replaced';
    },
  };
}
export type PdfsRepo = ReturnType<typeof pdfsRepo>;
