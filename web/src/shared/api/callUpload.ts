import type { CallDef, RequestOf, ResponseOf } from '@dojo/protocol';
import { callApi, type CallOptions } from './callApi';

/**
 * Sends a `body: 'multipart'` declaration: its text fields, then the file under the declared
 * `fileField` (last, so the server has read the text fields when the file arrives).
 */
export function callUpload<C extends CallDef>(
  def: C,
  fields: RequestOf<C>,
  file: Blob,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  if (def.body !== 'multipart' || !def.fileField) {
    throw new Error(`${def.method} ${def.path} is not a multipart upload`);
  }
  const request = { ...(fields as object), [def.fileField]: file } as RequestOf<C>;
  return callApi(def, request, options);
}
