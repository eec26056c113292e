import { z } from 'zod';
import { callsByFeature } from './calls';
import type { CallDef } from './core/call';
import { Failed } from './core/status';

type JsonSchema = z.core.JSONSchema.BaseSchema;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  tags: string[];
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content: Record<string, { schema: JsonSchema }> }
  >;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
}

/**
 * The OpenAPI 3.1 description of every declared call, generated from the same zod
 * schemas the server validates with, so it cannot drift from the implementation.
 */
export function openApiDocument(version = '1'): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [feature, calls] of Object.entries(callsByFeature)) {
    for (const [name, def] of Object.entries(calls as Record<string, CallDef>)) {
      const path = def.path.replace(/:(\w+)/g, '{$1}');
      paths[path] = { ...paths[path], [def.method.toLowerCase()]: operation(feature, name, def) };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Incident Dojo API', version },
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  };
}

function operation(feature: string, name: string, def: CallDef): Operation {
  const op: Operation = {
    operationId: name,
    tags: [feature],
    responses: {
      '200': json('The answer', schemaOf(def.response, 'output')),
      default: json('{type:"failed", data:message} with a 4xx/5xx status', schemaOf(Failed)),
    },
  };
  if (def.note) op.description = def.note;
  if (def.auth === 'bearer') op.security = [{ bearer: [] }];
  if (def.auth === 'none') op.security = [];
  const request = schemaOf(def.request, 'input');
  if (def.body === 'none') op.parameters = parameters(def.path, request);
  else if (def.body === 'multipart')
    op.requestBody = body('multipart/form-data', withFile(def, request));
  else op.requestBody = body('application/json', request);
  return op;
}

/** A schema as JSON Schema; transforms and refinements are described by their input side. */
export function schemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function parameters(path: string, request: JsonSchema): Parameter[] {
  const required = new Set(request.required ?? []);
  return Object.entries(request.properties ?? {}).map(([name, schema]) => {
    const inPath = path.includes(`:${name}`);
    return {
      name,
      in: inPath ? 'path' : 'query',
      required: inPath || required.has(name),
      schema: typeof schema === 'boolean' ? {} : schema,
    };
  });
}

function withFile(def: CallDef, request: JsonSchema): JsonSchema {
  if (!def.fileField) return request;
  return {
    ...request,
    properties: {
      ...request.properties,
      [def.fileField]: { type: 'string', contentMediaType: 'application/octet-stream' },
    },
    required: [...(request.required ?? []), def.fileField],
  };
}

function body(mediaType: string, schema: JsonSchema): Operation['requestBody'] {
  return { required: true, content: { [mediaType]: { schema } } };
}

function json(description: string, schema: JsonSchema) {
  return { description, content: { 'application/json': { schema } } };
}
