import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One documented REST call: the single source of its method, path and payload shapes.
 * The server binds handlers to it and the web client calls through it, so a renamed
 * field breaks the build instead of production.
 *
 * `request` describes the JSON body (POST/PUT) or, for GET/DELETE, the path parameters
 * and query merged into one object. Multipart uploads declare their text fields.
 *
 * `response` is the success answer (HTTP 2xx). Any call may instead fail with a 4xx/5xx
 * status and `Failed` ({type:'failed', data:message}); the specs' "or {type, data} on
 * error" is that answer and is not repeated in every declaration.
 */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  /** How the body travels: JSON (default) or multipart form data (uploads). */
  readonly body: 'json' | 'multipart' | 'none';
  /** Shapes the specs leave "not shown" are ours: this says so and where it is written down. */
  readonly note?: string;
  /**
   * Where the caller's credential travels. Most legacy calls carry the token in the body
   * (the request schema declares it); the gateway calls use an `Authorization: Bearer` header.
   */
  readonly auth: 'body' | 'bearer' | 'none';
  /** The multipart field that carries the uploaded file (multipart calls only). */
  readonly fileField?: string;
}

/**
 * Where a call goes and how its body travels, without its schemas: what a request needs.
 * The player's first calls are sent with it before the schemas (zod) have arrived.
 */
export type CallRoute = Pick<CallDef, 'method' | 'path' | 'body'>;

export interface CallOptions {
  body?: 'json' | 'multipart' | 'none';
  note?: string;
  auth?: 'body' | 'bearer' | 'none';
  fileField?: string;
}

export function call<Req extends z.ZodType, Res extends z.ZodType>(
  method: HttpMethod,
  path: string,
  request: Req,
  response: Res,
  options: CallOptions = {},
): CallDef<Req, Res> {
  const body = options.body ?? (method === 'GET' || method === 'DELETE' ? 'none' : 'json');
  const { note, fileField, auth = 'body' } = options;
  return Object.freeze({ method, path, request, response, body, auth, note, fileField });
}

export type RequestOf<C extends CallDef> = z.input<C['request']>;
export type ParsedRequestOf<C extends CallDef> = z.output<C['request']>;
export type ResponseOf<C extends CallDef> = z.output<C['response']>;
