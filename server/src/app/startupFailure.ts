import type { Config } from '../config';
import { DataDirInUseError } from '../store/dataDirLock';
import { DataTooNewError } from '../store/migrations/runner';

const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EISDIR', 'ENOTDIR']);

/** The one line main.ts prints when the server cannot start (docs/operations.md). */
export function startupFailure(error: unknown, config: Pick<Config, 'PORT' | 'HOST' | 'DATA_DIR'>) {
  if (error instanceof DataDirInUseError || error instanceof DataTooNewError) return error.message;
  const failure = error as NodeJS.ErrnoException & { syscall?: string };
  const code = typeof failure?.code === 'string' ? failure.code : undefined;
  if (code === 'EADDRINUSE')
    return `Port ${config.PORT} on ${config.HOST} is already in use by another process: stop it or set another PORT. Nothing was written to ${config.DATA_DIR}.`;
  if (code === 'EACCES' && failure.syscall === 'listen')
    return `This user may not listen on port ${config.PORT} on ${config.HOST}: choose a port above 1023 or another HOST.`;
  if (code !== undefined && UNWRITABLE.has(code))
    return `The data folder ${config.DATA_DIR} cannot be written (${code}${failure.path ? ` on ${failure.path}` : ''}): give the server's user write access to it, or set another DATA_DIR.`;
  const message = error instanceof Error ? error.message : String(error);
  return `Incident Dojo could not start: ${message.split('\n')[0]}`;
}
