import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR, ERROR_STATUS } from '@dojo/protocol';
import type { Logger } from '../logger';
import { AppError, isStoreWriteError, MASKED_MESSAGE, STORE_UNAVAILABLE_MESSAGE } from '../errors';
import { ValidationError } from './validation';

interface BodyParserError {
  type?: string;
  status?: number;
  code?: string;
  expose?: boolean;
}

function bodyParserMessage(error: BodyParserError): { status: number; message: string } | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'The request body is not valid JSON.' };
    case 'entity.too.large':
      return { status: 413, message: 'The request body is too large.' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'The request body encoding is not supported.' };
    default:
      break;
  }
  // zlib's errors (a gzip/deflate/br header on a body that is not compressed).
  if (typeof error.code === 'string' && error.code.startsWith('Z_')) {
    return { status: 400, message: 'The request body could not be decompressed.' };
  }
  const status = error.status ?? 0;
  if (error.expose === true && status >= 400 && status < 500) {
    return { status, message: 'The request body is not valid.' };
  }
  return null;
}

/** Maps every error to `{type:'failed', data}`; unknown errors are logged and masked. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof ValidationError) {
      res.status(error.status).json({ type: 'failed', data: error.message, issues: error.issues });
      return;
    }
    if (error instanceof AppError) {
      res.status(error.status).json({ ...error.details, type: 'failed', data: error.message });
      return;
    }
    const parserError = bodyParserMessage(error as BodyParserError);
    if (parserError) {
      res.status(parserError.status).json({ type: 'failed', data: parserError.message });
      return;
    }
    if (isStoreWriteError(error)) {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'store write failed');
      res
        .status(ERROR_STATUS.store_unavailable)
        .json({ type: 'failed', data: STORE_UNAVAILABLE_MESSAGE, code: ERROR.store_unavailable });
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json({ type: 'failed', data: MASKED_MESSAGE });
  };
}

/** An /api path no declaration binds. */
export const unknownCall: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ type: 'failed', data: `Unknown call: ${req.method} ${req.originalUrl.split('?')[0]}` });
};
