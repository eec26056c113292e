import { useState } from 'react';
import { reportCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../shared/api';
import { downloadBase64 } from '../shared/download';

type EvidenceState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string };

/**
 * Download evidence (docs/evidence.md): the exercise's signed ZIP for an auditor (report data,
 * debrief CSV, learning records, a signed manifest of every file's SHA-256).
 */
export function EvidenceButton(props: { token: string; group: string; client?: string }) {
  const { token, group, client } = props;
  const [state, setState] = useState<EvidenceState>({ kind: 'idle' });

  async function download() {
    setState({ kind: 'busy' });
    try {
      const file = await callApi(reportCalls.getEvidence, {
        token,
        group,
        ...(client ? { client } : {}),
      });
      downloadBase64(file.fileName, file.contentType, file.content);
      setState({ kind: 'done', fileName: file.fileName });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        aria-busy={state.kind === 'busy'}
        disabled={state.kind === 'busy'}
        onClick={() => void download()}
      >
        {state.kind === 'busy' ? 'Preparing evidence…' : 'Download evidence'}
      </button>
      <span className="report-evidence-status" role="status">
        {state.kind === 'done' &&
          `Evidence saved as ${state.fileName}: signed, with a README on how to check it.`}
        {state.kind === 'failed' && state.message}
      </span>
    </>
  );
}
