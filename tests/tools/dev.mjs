// `npm run dev`: the server (restarts on change) and Vite's dev server (hot reload) together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@dojo/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@dojo/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
children.forEach((child) =>
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
