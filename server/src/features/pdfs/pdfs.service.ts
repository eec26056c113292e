import type { PdfDefinition, PdfField, PdfImage } from '@dojo/protocol';
import { badRequest, notFound } from '../../errors';
import type { PdfsRepo } from './pdfs.repo';
import type { Clock } from '../../app/clock';

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
