import type { PdfDefinition, PdfField, PdfImage } from '@dojo/protocol';
import { badRequest, notFound } from '../../errors';
import { revisionStamp, staleWrite } from '../../revisions/revisions';
import type { PdfsRepo } from './pdfs.repo';

/** Radio Button and Checkboxes fields offer choices; a Text field has none. */
const CHOICE_FIELDS = new Set<PdfField['fieldType']>(['Radio Button', 'Checkboxes']);

function checkImages(images: PdfImage[]): PdfImage[] {
  return images.map((image) => {
    if (!image.url.trim()) throw badRequest('Choose a picture for every image.');
    if (!image.name.trim()) throw badRequest('Every image needs an identifier.');
    return { ...image, url: image.url.trim(), name: image.name.trim() };
  });
}

/**
 * A form's fields become the keys of the player's answer, so each needs a label and an
 * identifier of its own, and a choice field needs something to choose.
 */
function checkFields(fields: PdfField[]): PdfField[] {
  if (fields.length === 0) throw badRequest('A form needs at least one field.');
  const seen = new Set<string>();
  return fields.map((field) => {
    const label = field.label.trim();
    const identifier = field.identifier.trim();
    if (!label) throw badRequest('Every field needs a label.');
    if (!identifier) throw badRequest(`The field ${label} needs an identifier.`);
    if (seen.has(identifier)) throw badRequest(`Two fields use the identifier ${identifier}.`);
    seen.add(identifier);
    const options = CHOICE_FIELDS.has(field.fieldType)
      ? field.options.map((option) => option.trim()).filter(Boolean)
      : [];
    if (CHOICE_FIELDS.has(field.fieldType) && options.length === 0) {
      throw badRequest(`The field ${label} needs at least one option.`);
    }
    return { label, identifier, fieldType: field.fieldType, options };
  });
}

/** PDF documents and forms (editor spec §2 PDF editor, §3 PDF). */
export function pdfsService(repo: PdfsRepo, now: () => Date = () => new Date()) {
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
      const meta = { updatedAt: now().toISOString(), updatedBy: by };
      const existed = (await repo.findByFileName(pdf.fileName)) !== null;
      const stored = await repo.save(saved, meta, base);
      if (!stored) throw staleWrite('PDF', (await repo.findByFileName(pdf.fileName)) ?? {});
      const data = !existed ? `PDF ${pdf.fileName} saved.` : `PDF ${pdf.fileName} updated.`;
      return { data, ...revisionStamp(stored) };
    },
  };
}
export type PdfsService = ReturnType<typeof pdfsService>;
