import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError, badRequest } from '../../errors';
import type { Guard } from '../../http/bind';

const TEXT_FIELD_BYTES = 64 * 1024;

function uploadError(error: unknown, field: string, tooLarge: string): unknown {
  if (!(error instanceof multer.MulterError)) return error;
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

/**
 * Reads a multipart upload into memory (one file, at most `maxBytes`) so the bound call sees
 * its text fields as the body and the file as `req.file`. When the caller's token arrives
 * before the file (a bearer header or an earlier `token` field), the guard runs as soon as the
 * file starts: a refused caller's bytes are drained, never kept.
 */
export function acceptUpload(options: {
  field: string;
  maxBytes: number;
  tooLarge: string;
  guard: Guard<unknown>;
}): RequestHandler {
  const { field, maxBytes, tooLarge, guard } = options;
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: TEXT_FIELD_BYTES, parts: 12 },
    fileFilter: (req, _file, accept) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (!req.headers.authorization && typeof body.token !== 'string') return accept(null, true);
      guard(req, body).then(
        () => accept(null, true),
        (error: Error) => accept(error),
      );
    },
  }).single(field);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) =>
      next(error ? uploadError(error, field, tooLarge) : undefined),
    );
}
