import { create } from 'zustand';
import type { PdfDefinition } from '@dojo/protocol';
import { draftOf, emptyDraft, type PdfDraft } from './pdfDraft';

interface PdfEditorState {
  draft: PdfDraft;
  /** The name it was loaded or saved under ('' for a new PDF). */
  fileName: string;
  /** Changed since it was loaded, saved or started. */
  dirty: boolean;
  change(update: (draft: PdfDraft) => PdfDraft): void;
  loaded(pdf: PdfDefinition): void;
  saved(fileName: string): void;
  startNew(): void;
}

/** The PDF being edited: kept while the author visits other sections, until a reload. */
export const usePdfEditor = create<PdfEditorState>()((set) => ({
  draft: emptyDraft(),
  fileName: '',
  dirty: false,
  change: (update) => set((state) => ({ draft: update(state.draft), dirty: true })),
  loaded: (pdf) => set({ draft: draftOf(pdf), fileName: pdf.fileName, dirty: false }),
  saved: (fileName) => set({ fileName, dirty: false }),
  startNew: () => set({ draft: emptyDraft(), fileName: '', dirty: false }),
}));
