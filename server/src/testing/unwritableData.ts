import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes a data directory refuse writes, and gives them back. Not root: the folder and its
 * files lose their write permission (what an operator's mistake or a read-only mount does).
 * Root writes through permissions, so there every datafile is moved aside and a directory put
 * in its place: appending to it fails (EISDIR) as a read-only file would, and nothing else in
 * the engine notices the difference.
 */
export function makeUnwritable(dataDir: string): () => void {
  const datafiles = fs.readdirSync(dataDir).filter((name) => name.endsWith('.db'));
  if (process.getuid?.() !== 0) {
    for (const name of datafiles) fs.chmodSync(path.join(dataDir, name), 0o400);
    fs.chmodSync(dataDir, 0o500);
    return () => {
      fs.chmodSync(dataDir, 0o700);
      for (const name of datafiles) fs.chmodSync(path.join(dataDir, name), 0o600);
    };
  }
  for (const name of datafiles) {
    const file = path.join(dataDir, name);
    fs.renameSync(file, `${file}.aside`);
    fs.mkdirSync(file);
  }
  return () => {
    for (const name of datafiles) {
      const file = path.join(dataDir, name);
      fs.rmdirSync(file);
      fs.renameSync(`${file}.aside`, file);
    }
  };
}
