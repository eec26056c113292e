import { useState } from 'react';
import { PdfView } from '../../shared/pdf';
import { Page, StatusLine, useStatus } from '../../shared/ui';
import { LeaveGuard } from '../LeaveGuard';
import { PdfEditorForm } from './PdfEditorForm';
import { PdfInstructions } from './PdfInstructions';
import { PdfLoadPanel } from './PdfLoadPanel';
import { PdfSavePanel } from './PdfSavePanel';
import { definitionOf } from './pdfDraft';
import { usePdfEditor } from './pdfEditorStore';
import './pdf.css';

type MenuPanel = 'save' | 'load' | 'instructions';
const MENU: readonly { id: MenuPanel; label: string }[] = [
  { id: 'save', label: 'Save PDF' },
  { id: 'load', label: 'Load PDF' },
  { id: 'instructions', label: 'Instructions' },
];

/** /editor/PDF: build a PDF document or form, preview it, save and load it. */
export function PdfSection() {
  const { draft, fileName, dirty } = usePdfEditor();
  const { status, show, clear } = useStatus();
  const [panel, setPanel] = useState<MenuPanel | null>(null);
  const [preview, setPreview] = useState(false);

  return (
    <Page
      title="PDF"
      className={preview ? 'pdf-page pdf-page-wide' : 'pdf-page'}
      lead="Documents and forms players open from an e-mail: playbooks, policies, incident reports."
    >
      <div className="pdf-menu" role="group" aria-label="PDF menu">
        {MENU.map((item) => (
          <button
            key={item.id}
            type="button"
            className="btn btn-secondary"
            aria-expanded={panel === item.id}
            aria-controls="pdf-menu-panel"
            onClick={() => setPanel(panel === item.id ? null : item.id)}
          >
            {item.label}
          </button>
        ))}
        <p className="pdf-menu-state" aria-live="polite">
          {fileName ? (
            <>
              Editing <strong>{fileName}</strong>
            </>
          ) : (
            'New PDF, not saved yet'
          )}
          {dirty && <span className="pdf-unsaved">Unsaved changes</span>}
        </p>
      </div>
      {panel && (
        <div className="panel pdf-menu-panel" id="pdf-menu-panel">
          {panel === 'save' && <PdfSavePanel show={show} onSaved={() => setPanel(null)} />}
          {panel === 'load' && <PdfLoadPanel show={show} onLoaded={() => setPanel(null)} />}
          {panel === 'instructions' && <PdfInstructions />}
        </div>
      )}
      <StatusLine status={status} onDismiss={clear} />
      <div className="pdf-workspace" data-preview={preview}>
        <PdfEditorForm preview={preview} onTogglePreview={() => setPreview(!preview)} />
        {preview && (
          <section className="pdf-preview" aria-label="Preview">
            <h2 className="library-panel-title">Preview</h2>
            <PdfView pdf={definitionOf(draft)} framed />
          </section>
        )}
      </div>
      <LeaveGuard unsaved={dirty} within="/editor/PDF" />
    </Page>
  );
}
