import { PdfFieldType } from '@dojo/protocol';
import { SelectField, TextField } from '../../shared/ui';
import { FieldOptionsEditor } from './FieldOptionsEditor';
import {
  moveByKey,
  newField,
  relabelField,
  removeItem,
  retypeField,
  type DraftField,
} from './pdfDraft';
import { usePdfEditor } from './pdfEditorStore';

/** A form's fields: label, identifier, type and (for choices) options; Add Field. */
export function PdfFieldsEditor() {
  const { draft, change } = usePdfEditor();
  const setField = (key: string, edit: (field: DraftField) => DraftField) =>
    change((d) => ({
      ...d,
      fields: d.fields.map((field) => (field.key === key ? edit(field) : field)),
    }));

  return (
    <section className="panel pdf-editor-part" aria-labelledby="pdf-fields-title">
      <div className="pdf-part-header">
        <h2 className="library-panel-title" id="pdf-fields-title">
          Form fields
        </h2>
        <p className="pdf-part-count">{draft.fields.length || 'None yet'}</p>
      </div>
      {draft.fields.map((field, index) => (
        <fieldset key={field.key} className="pdf-item">
          <legend className="pdf-item-legend">Field {index + 1}</legend>
          <TextField
            label="Label"
            autoComplete="off"
            value={field.label}
            onChange={(event) => setField(field.key, (f) => relabelField(f, event.target.value))}
          />
          <div className="pdf-item-row">
            <TextField
              label="Identifier"
              autoComplete="off"
              value={field.identifier}
              onChange={(event) =>
                setField(field.key, (f) => ({ ...f, identifier: event.target.value }))
              }
            />
            <SelectField
              label="Field type"
              value={field.fieldType}
              onChange={(event) =>
                setField(field.key, (f) => retypeField(f, PdfFieldType.parse(event.target.value)))
              }
            >
              {PdfFieldType.options.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </SelectField>
          </div>
          {field.fieldType !== 'Text' && (
            <FieldOptionsEditor
              fieldNumber={index + 1}
              options={field.options}
              onChange={(options) => setField(field.key, (f) => ({ ...f, options }))}
            />
          )}
          <div className="pdf-item-actions">
            <button
              type="button"
              className="btn btn-quiet btn-small"
              disabled={index === 0}
              onClick={() => change((d) => ({ ...d, fields: moveByKey(d.fields, field.key, -1) }))}
            >
              Move Up
            </button>
            <button
              type="button"
              className="btn btn-quiet btn-small"
              disabled={index === draft.fields.length - 1}
              onClick={() => change((d) => ({ ...d, fields: moveByKey(d.fields, field.key, 1) }))}
            >
              Move Down
            </button>
            <button
              type="button"
              className="btn btn-remove btn-small"
              onClick={() => change((d) => ({ ...d, fields: removeItem(d.fields, field.key) }))}
            >
              Remove Field {index + 1}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-secondary pdf-add"
        onClick={() => change((d) => ({ ...d, fields: [...d.fields, newField()] }))}
      >
        Add Field
      </button>
    </section>
  );
}
