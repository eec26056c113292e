import type { Response } from 'express';
import { AppError } from '../../errors';

/**
 * How many uploads may stream at once (UPLOAD_CONCURRENCY): each holds a socket, a temp
 * file and disk bandwidth, so a burst waits its turn instead of filling the disk.
 */
export class UploadGate {
  private active = 0;

  constructor(private readonly limit: number) {}

  /** Takes a slot until the answer is sent; false when every slot is taken. */
  enter(res: Response): boolean {
    if (this.active >= this.limit) return false;
    this.active += 1;
    res.once('close', () => {
      this.active -= 1;
    });
    return true;
  }

  busy(): AppError {
    return new AppError(
      'uploads_busy',
      'Too many uploads are in progress. Please try again in a minute.',
    );
  }
}
