import {
  fieldOptions,
  pdfFieldProblem,
  pdfImageProblem,
  type PdfDefinition,
  type PdfField,
  type PdfImage,
} from '@dojo/protocol';
import { badRequest, notFound } from '../../errors';
import { revisionStamp, staleWrite } from '../../revisions/revisions';
import type { PdfsRepo } from './pdfs.repo';
import type { Clock } from '../../core/clock';

/** The images, trimmed; refused with the editor's words when one lacks a picture or name. */
function checkImages(images: PdfImage[]): PdfImage[] {
  const problem = pdfImageProblem(images);
  if (problem) throw badRequest(problem);
  return images.map((image) => ({ ...image, url: image.url.trim(), name: image.name.trim() }));
}

/** A form's fields, trimmed, with only the options a choice field offers. */
function checkFields(fields: PdfField[]): PdfField[] {
  const problem = pdfFieldProblem(fields);
  if (problem) throw badRequest(problem);
  return fields.map((field) => ({
    label: field.label.trim(),
    identifier: field.identifier.trim(),
    fieldType: field.fieldType,
    options: fieldOptions(field),
  }));
}

/** PDF documents and forms (docs/editor-ui.md, "PDF"). */
export function pdfsService(repo: PdfsRepo, clock: Clock) {
  return {
    names: () => repo.names(),

    /** Shared by the PDF editor and (later) the player, whoever is allowed to read it. */
    async load(fileName: string): Promise<PdfDefinition & { revision: number }> {
      const doc = await repo.findByFileName(fileName);
      if (!doc) throw notFound(`There is no PDF named ${fileName}.`);
      const { fileName: name, title, content, images, type, fields, revision = 0 } = doc;
      return { fileName: name, title, content, images, type, fields, revision };
    },

    /**
     * A Document keeps no fields: only a Form is answered. With `base`, only while the PDF is
     * at that revision (else 409, nothing saved).
     */
    async save(pdf: PdfDefinition, by: string, base?: number) {
      const saved: PdfDefinition = {
        ...pdf,
        images: checkImages(pdf.images),
        fields: pdf.type === 'Form' ? checkFields(pdf.fields) : [],
      };
      const meta = { updatedAt: new Date(clock.now()).toISOString(), updatedBy: by };
      const existed = (await repo.findByFileName(pdf.fileName)) !== null;
      const stored = await repo.save(saved, meta, base);
      if (!stored) throw staleWrite('PDF', (await repo.findByFileName(pdf.fileName)) ?? {});
      const data = !existed ? `PDF ${pdf.fileName} saved.` : `PDF ${pdf.fileName} updated.`;
      return { data, ...revisionStamp(stored) };
    },
  };
}
export type PdfsService = ReturnType<typeof pdfsService>;
