/**
 * Start-up work that runs on after the server listens (the job queue and mail resume): the
 * readiness check (`GET /api/ready`) fails until each has finished, and stays failed for
 * one that failed (the log says why).
 */
export class StartupWork {
  private readonly unfinishedWork = new Map<string, 'running' | 'failed'>();

  track(name: string, work: Promise<unknown>): void {
    this.unfinishedWork.set(name, 'running');
    work.then(
      () => this.unfinishedWork.delete(name),
      () => this.unfinishedWork.set(name, 'failed'),
    );
  }

  /** What is still running or failed, as `<name> (running)`. */
  unfinished(): string[] {
    return [...this.unfinishedWork].map(([name, state]) => `${name} (${state})`);
  }
}
