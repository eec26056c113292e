import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR, ERROR_STATUS, REQUEST_MESSAGES } from '@dojo/protocol';
import type { Logger } from '../logger';
import type { ErrorCode } from '@dojo/protocol';
import {
  AppError,
  failure,
  isStoreWriteError,
  storeRefusal,
  MASKED_MESSAGE,
  STORE_UNAVAILABLE_MESSAGE,
} from '../errors';
import { ValidationError } from './validation';

interface BodyParserError {
  type?: string;
  status?: number;
  code?: string;
  expose?: boolean;
}

interface ParserRefusal {
  status: number;
  code: ErrorCode;
  message: string;
}

const UNREADABLE = REQUEST_MESSAGES.unreadable;
const TOO_LARGE = REQUEST_MESSAGES.tooLarge;

/** A body the parser could not read, in the product's words (never the parser's). */
function bodyParserMessage(error: BodyParserError): ParserRefusal | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return { status: 400, code: 'bad_request', message: UNREADABLE };
    case 'entity.too.large':
      return { status: 413, code: 'body_too_large', message: TOO_LARGE };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, code: 'unsupported_encoding', message: UNREADABLE };
    default:
      break;
  }
  // zlib's errors (a gzip/deflate/br header on a body that is not compressed).
  if (typeof error.code === 'string' && error.code.startsWith('Z_')) {
    return { status: 400, code: 'bad_request', message: UNREADABLE };
  }
  const status = error.status ?? 0;
  if (error.expose === true && status >= 400 && status < 500) {
    if (status === 413) return { status, code: 'body_too_large', message: TOO_LARGE };
    return { status: 400, code: 'bad_request', message: UNREADABLE };
  }
  return null;
}

/** Maps every error to `{type:'failed', data, code}`; unknown errors are logged and masked. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof ValidationError) {
      res.status(error.status).json(failure(error.code, error.message, { issues: error.issues }));
      return;
    }
    if (error instanceof AppError) {
      res.status(error.status).json(failure(error.code, error.message, error.details));
      return;
    }
    const parserError = bodyParserMessage(error as BodyParserError);
    if (parserError) {
      res.status(parserError.status).json(failure(parserError.code, parserError.message));
      return;
    }
    const refused = storeRefusal(error);
    if (refused) {
      logger.warn(
        { err: error, method: req.method, url: req.originalUrl },
        'store refused a write',
      );
      res.status(refused.status).json(failure(refused.code, refused.message));
      return;
    }
    if (isStoreWriteError(error)) {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'store write failed');
      res
        .status(ERROR_STATUS.store_unavailable)
        .json(failure(ERROR.store_unavailable, STORE_UNAVAILABLE_MESSAGE));
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json(failure('internal', MASKED_MESSAGE));
  };
}

/** An /api path no declaration binds. */
export const unknownCall: RequestHandler = (req, res) => {
  const path = req.originalUrl.split('?')[0] ?? '';
  res.status(404).json(failure('unknown_call', `Unknown call: ${req.method} ${path}`));
};
