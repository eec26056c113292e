import { PdfImageSize } from '@dojo/protocol';
import { SelectField, TextField } from '../../shared/ui';
import { MediaPicker } from '../media/MediaPicker';
import { isMediaName } from '../../shared/media';
import { newImage, removeItem, replaceItem, type DraftImage } from './pdfDraft';
import { usePdfEditor } from './pdfEditorStore';

/** The PDF's images: a picture, its identifier, a caption and a size each; Add Image. */
export function PdfImagesEditor() {
  const { draft, change } = usePdfEditor();
  const update = (key: string, changed: Partial<DraftImage>) =>
    change((d) => ({ ...d, images: replaceItem(d.images, key, changed) }));

  return (
    <section className="panel pdf-editor-part" aria-labelledby="pdf-images-title">
      <div className="pdf-part-header">
        <h2 className="library-panel-title" id="pdf-images-title">
          Images
        </h2>
        <p className="pdf-part-count">{draft.images.length || 'None yet'}</p>
      </div>
      {draft.images.map((image, index) => {
        // Pictures are media names; an older PDF may hold an address, which still shows.
        const external = image.url !== '' && !isMediaName(image.url);
        return (
          <fieldset key={image.key} className="pdf-item">
            <legend className="pdf-item-legend">Image {index + 1}</legend>
            <MediaPicker
              label="Picture"
              filter="image"
              value={external ? '' : image.url}
              onChange={(name) => update(image.key, { url: name })}
            />
            {external && <p className="field-hint">Shown from {image.url}</p>}
            <div className="pdf-item-row">
              <TextField
                label="Identifier"
                autoComplete="off"
                value={image.name}
                onChange={(event) => update(image.key, { name: event.target.value })}
              />
              <SelectField
                label="Size"
                value={image.size}
                onChange={(event) =>
                  update(image.key, { size: PdfImageSize.parse(event.target.value) })
                }
              >
                {PdfImageSize.options.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextField
              label="Caption"
              autoComplete="off"
              value={image.caption}
              onChange={(event) => update(image.key, { caption: event.target.value })}
            />
            <button
              type="button"
              className="btn btn-remove btn-small pdf-item-remove"
              onClick={() => change((d) => ({ ...d, images: removeItem(d.images, image.key) }))}
            >
              Remove Image {index + 1}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn btn-secondary pdf-add"
        onClick={() => change((d) => ({ ...d, images: [...d.images, newImage()] }))}
      >
        Add Image
      </button>
    </section>
  );
}
