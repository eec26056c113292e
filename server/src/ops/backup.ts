/**
 * `npm run backup -- <folder>`: an online backup of the embedded store and the media, taken
 * while the server serves (server/src/store/backup.ts). Restoring is starting the server with
 * DATA_DIR set to the backup (docs/operations.md). On MongoDB it says which tools to use.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backupDataDir } from '../store/backup';

async function main(): Promise<number> {
  const [target] = process.argv.slice(2);
  if (!target) {
    process.stderr.write(
      'usage: npm run backup -- <new folder>   (reads DATA_DIR like the server)\n',
    );
    return 2;
  }
  const config = loadConfig(process.env);
  if (config.MONGODB_URI) {
    process.stderr.write(
      'This server stores its data in MongoDB (MONGODB_URI): back it up with mongodump ' +
        '(restore with mongorestore) or the replica set’s snapshots; media are in the database ' +
        '(GridFS), so the dump holds them. See docs/operations.md.\n',
    );
    return 1;
  }
  // DATA_DIR is read as the server reads it (npm runs both in server/); the folder named on
  // the command line is where the operator typed it.
  const report = await backupDataDir(
    path.resolve(config.DATA_DIR),
    path.resolve(process.env.INIT_CWD ?? process.cwd(), target),
  );
  const records = Object.keys(report.datafiles).length;
  process.stdout.write(
    `Backed up ${records} collections and ${report.files} other files from ${config.DATA_DIR} ` +
      `to ${report.target}. Restore: start the server with DATA_DIR=${report.target}.\n`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
