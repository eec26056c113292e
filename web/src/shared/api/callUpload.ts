import type { CallDef, RequestOf, ResponseOf } from '@dojo/protocol';
import { ApiError } from './ApiError';
import { answerOf } from './answer';
import { bodyOf, callApi, type CallOptions } from './callApi';
import { buildRequest } from './buildRequest';

/** How far an upload is: bytes sent of the request's total. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface UploadOptions extends CallOptions {
  /**
   * Called as the request body goes out. With it the upload travels by XMLHttpRequest, the
   * one browser API that reports upload progress; aborting `signal` stops it mid-way and the
   * server, which stores only a whole file, keeps nothing.
   */
  onProgress?(progress: UploadProgress): void;
}

/**
 * Sends a `body: 'multipart'` declaration: its text fields, then the file under the declared
 * `fileField`. The session token goes as the bearer header (the server checks it before it
 * reads the body), never as a form field.
 */
export function callUpload<C extends CallDef>(
  def: C,
  fields: RequestOf<C> & { token?: string },
  file: Blob,
  options: UploadOptions = {},
): Promise<ResponseOf<C>> {
  if (def.body !== 'multipart' || !def.fileField) {
    throw new Error(`${def.method} ${def.path} is not a multipart upload`);
  }
  const { token, ...rest } = fields as { token?: string } & Record<string, unknown>;
  const request = { ...rest, [def.fileField]: file } as RequestOf<C>;
  const bearer = options.bearer ?? token;
  if (!options.onProgress) return callApi(def, request, { ...options, bearer });
  return sendWithProgress(def, request, { ...options, bearer });
}

function sendWithProgress<C extends CallDef>(
  def: C,
  request: RequestOf<C>,
  options: UploadOptions,
): Promise<ResponseOf<C>> {
  const { url, init } = buildRequest(def, request);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(def.method, url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    if (options.bearer) xhr.setRequestHeader('Authorization', `Bearer ${options.bearer}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ sent: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      try {
        resolve(answerOf(def, xhr.status, bodyOf(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError('Network error', 0));
    const cancelled = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onabort = cancelled;
    const { signal } = options;
    if (signal?.aborted) return cancelled();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}
