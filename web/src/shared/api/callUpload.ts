import type { CallDef, RequestOf, ResponseOf } from '@dojo/protocol';
import { callApi, type CallOptions } from './callApi';

/**
 * Sends a `body: 'multipart'` declaration: its text fields, then the file under the declared
 * `fileField`. The session token goes as the bearer header (the server checks it before it
 * reads the body), never as a form field.
 */
export function callUpload<C extends CallDef>(
  def: C,
  fields: RequestOf<C> & { token?: string },
  file: Blob,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  if (def.body !== 'multipart' || !def.fileField) {
    throw new Error(`${def.method} ${def.path} is not a multipart upload`);
  }
  const { token, ...rest } = fields as { token?: string } & Record<string, unknown>;
  const request = { ...rest, [def.fileField]: file } as RequestOf<C>;
  return callApi(def, request, { ...options, bearer: options.bearer ?? token });
}
