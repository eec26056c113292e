import { describe, expect, it } from 'vitest';
import { allCalls } from './calls';
import { openApiDocument } from './openapi';

describe('openApiDocument', () => {
  const doc = openApiDocument();
  const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));

  it('is an OpenAPI 3.1 document with one operation per declared call', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(operations).toHaveLength(allCalls.length);
  });

  it('names every operation uniquely, by its declaration', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('loginCustomer');
  });

  it('turns a path parameter into an OpenAPI path parameter', () => {
    const remove = doc.paths['/api/deleteClient/{name}']?.delete;
    expect(remove?.parameters).toEqual([
      { name: 'name', in: 'path', required: true, schema: expect.any(Object) },
    ]);
    expect(remove?.security).toEqual([{ bearer: [] }]);
  });

  it('describes a JSON body with its required fields', () => {
    const login = doc.paths['/api/loginCustomer']?.post;
    const schema = login?.requestBody?.content['application/json']?.schema;
    expect(schema?.required).toEqual(['filename', 'password']);
  });

  it('describes an upload as multipart with its file field', () => {
    const upload = doc.paths['/api/uploadImage']?.post;
    const schema = upload?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['chosenOption', 'imageName', 'myFile']),
    );
  });

  it('serialises to JSON', () => {
    expect(() => JSON.stringify(doc)).not.toThrow();
  });
});
