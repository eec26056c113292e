import type { CallRoute } from '@dojo/protocol';

export interface BuiltRequest {
  url: string;
  init: RequestInit;
}

type Fields = Record<string, unknown>;

/** A field as text in a path or a form: objects travel as JSON, never "[object Object]". */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return value.toString();
  return JSON.stringify(value) ?? '';
}

function asFields(request: unknown): Fields {
  return request !== null && typeof request === 'object' ? { ...(request as Fields) } : {};
}

/** Fills `:name` segments from the request; those fields do not travel again in the query. */
function fillPath(path: string, fields: Fields): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = fields[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    delete fields[name];
    return encodeURIComponent(fieldText(value));
  });
}

function toQuery(fields: Fields): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) query.append(key, String(item));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function toFormData(fields: Fields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, fieldText(value));
  }
  return form;
}

/** The URL and fetch options for one call, following its declaration's method and body kind. */
export function buildRequest(def: CallRoute, request: unknown): BuiltRequest {
  const fields = asFields(request);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (def.body === 'none') {
    const path = fillPath(def.path, fields);
    return { url: path + toQuery(fields), init: { method: def.method, headers } };
  }
  const path = fillPath(def.path, { ...fields });
  if (def.body === 'multipart') {
    return { url: path, init: { method: def.method, headers, body: toFormData(fields) } };
  }
  headers['Content-Type'] = 'application/json';
  return { url: path, init: { method: def.method, headers, body: JSON.stringify(request ?? {}) } };
}
