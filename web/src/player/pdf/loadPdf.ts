import { scenarioCalls, type PdfDefinition } from '@dojo/protocol';
import { callApi } from '../../shared/api';

/**
 * A PDF attached to an event, read from the server. Its own chunk, loaded with the first PDF
 * opened: the scenario calls it needs are no part of the player's first load.
 */
export function loadPdf(fileName: string, token: string): Promise<PdfDefinition> {
  return callApi(scenarioCalls.loadPDF, { filename: fileName, token });
}
