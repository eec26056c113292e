import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError, badRequest, unauthorized } from '../../errors';
import type { Guard } from '../../http/bind';
import type { UploadGate } from './uploadGate';

const TEXT_FIELD_BYTES = 64 * 1024;
const FIELD_NAME_BYTES = 100;
const LOGIN_REQUIRED = 'You need to be logged in to perform that action.';
/** Field names are plain identifiers: a NUL or other control character is a broken form. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function uploadError(error: unknown, field: string, tooLarge: string): unknown {
  if (error instanceof AppError) return error;
  if (!(error instanceof multer.MulterError)) {
    // busboy's own refusals (a malformed form): the client's fault, never a 500.
    return badRequest('The upload form is not valid.', 'upload_form');
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError('upload_too_large', tooLarge);
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return badRequest(`Send one file, in the ${field} field.`, 'upload_field');
    default:
      return badRequest('The upload form is not valid.', 'upload_form');
  }
}

function hasBearer(header: string | undefined): boolean {
  return typeof header === 'string' && /^Bearer \S+/.test(header);
}

/**
 * Accepts a multipart upload (one file, at most `maxBytes`) so the bound call sees its text
 * fields as the body and the file as `req.file` on disk. Nothing of the body is read before
 * the caller is known: the token must come as a bearer header, the guard runs, then a slot
 * of the upload gate is taken. The file streams into `tempDir` and is removed once the
 * answer is sent (docs/security.md).
 */
export function acceptUpload(options: {
  field: string;
  maxBytes: number;
  tooLarge: string;
  guard: Guard<unknown>;
  gate: UploadGate;
  tempDir: string;
}): RequestHandler {
  const { field, maxBytes, tooLarge, guard, gate, tempDir } = options;
  const ready = fs.promises.mkdir(tempDir, { recursive: true, mode: 0o700 });
  const parse = multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        ready.then(
          () => done(null, tempDir),
          (error: Error) => done(error, tempDir),
        );
      },
      filename: (_req, _file, done) => done(null, `upload-${randomUUID()}`),
    }),
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 10,
      fieldSize: TEXT_FIELD_BYTES,
      fieldNameSize: FIELD_NAME_BYTES,
      parts: 12,
    },
    fileFilter: (_req, file, accept) => {
      if (!FIELD_NAME.test(file.fieldname))
        return accept(badRequest('The upload form is not valid.'));
      accept(null, true);
    },
  }).single(field);

  return (req, res, next) => {
    const fail = (error: unknown) => next(uploadError(error, field, tooLarge));
    if (!hasBearer(req.headers.authorization))
      return fail(unauthorized(LOGIN_REQUIRED, 'login_required'));
    guard(req, {}).then(() => {
      if (!gate.enter(res)) return fail(gate.busy());
      res.once('close', () => {
        if (req.file?.path) void fs.promises.rm(req.file.path, { force: true });
      });
      parse(req, res, (error?: unknown) => {
        if (error) return fail(error);
        const badField = Object.keys((req.body ?? {}) as object).find(
          (name) => !FIELD_NAME.test(name),
        );
        if (badField !== undefined) return fail(badRequest('The upload form is not valid.'));
        next();
      });
    }, fail);
  };
}
