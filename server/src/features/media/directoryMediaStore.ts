import fs from 'node:fs';
import path from 'node:path';
import { newId } from '../../store/ids';
import { assertMediaName, type MediaStore } from './mediaStore';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Media as plain files in one directory (the zero-setup engine; one process per data dir). */
export function directoryMediaStore(dir: string): MediaStore {
  const ready = fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const fileOf = (name: string) => {
    assertMediaName(name);
    return path.join(dir, name);
  };

  return {
    kind: 'directory',

    /** Written to a temporary file first, so a reader never sees half a file. */
    async put(name, bytes) {
      const file = fileOf(name);
      await ready;
      const temporary = path.join(dir, `.upload-${newId()}`);
      await fs.promises.writeFile(temporary, bytes, { mode: 0o600 });
      await fs.promises.rename(temporary, file);
    },

    async get(name) {
      const file = fileOf(name);
      try {
        const { size } = await fs.promises.stat(file);
        return {
          size,
          open: (range) => fs.createReadStream(file, range ?? {}),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async list() {
      await ready;
      const names = await fs.promises.readdir(dir);
      return names.filter((name) => !name.startsWith('.')).sort();
    },

    async remove(name) {
      try {
        await fs.promises.unlink(fileOf(name));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
