import {
  fieldOptions,
  pdfFieldProblem,
  pdfImageProblem,
  type PdfDefinition,
  type PdfField,
  type PdfImage,
} from '@dojo/protocol';
import { badRequest, notFound } from '../../errors';
import type { PdfsRepo } from './pdfs.repo';
import type { Clock } from '../../app/clock';

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

/** PDF documents and forms (editor spec §2 PDF editor, §3 PDF). */
export function pdfsService(repo: PdfsRepo, clock: Clock) {
  return {
    names: () => repo.names(),

    /** Shared by the PDF editor and (later) the player, whoever is allowed to read it. */
    async load(fileName: string): Promise<PdfDefinition> {
      const doc = await repo.findByFileName(fileName);
      if (!doc) throw notFound(`There is no PDF named ${fileName}.`);
      const { fileName: name, title, content, images, type, fields } = doc;
      return { fileName: name, title, content, images, type, fields };
    },

    /** A Document keeps no fields: only a Form is answered. */
    async save(pdf: PdfDefinition, by: string): Promise<string> {
      const saved: PdfDefinition = {
        ...pdf,
        images: checkImages(pdf.images),
        fields: pdf.type === 'Form' ? checkFields(pdf.fields) : [],
      };
      const outcome = await repo.save(saved, {
        updatedAt: new Date(clock.now()).toISOString(),
        updatedBy: by,
      });
      return outcome === 'created' ? `PDF ${pdf.fileName} saved.` : `PDF ${pdf.fileName} updated.`;
    },
  };
}
export type PdfsService = ReturnType<typeof pdfsService>;
