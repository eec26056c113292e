import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const HERE = import.meta.dirname;

/** A child process speaking IPC, with a way to await its next message of a given type. */
export class Child<In, Out extends { type: string }> {
  private readonly child: ChildProcess;

  constructor(script: string, execArgv: string[] = [], env: NodeJS.ProcessEnv = process.env) {
    this.child = fork(path.join(HERE, script), [], {
      env,
      execArgv: ['--import', 'tsx', ...execArgv],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  send(message: In): void {
    this.child.send(message as object);
  }

  next<T extends Out['type']>(type: T, timeoutMs = 120_000): Promise<Extract<Out, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${type} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const listener = (message: Out) => {
        if (message.type !== type) return;
        clearTimeout(timer);
        this.child.off('message', listener);
        resolve(message as Extract<Out, { type: T }>);
      };
      this.child.on('message', listener);
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      const force = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
      this.child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      this.child.disconnect();
    });
  }
}
