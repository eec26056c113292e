import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesHolding } from './dataDirScan';

let dir: string;
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('filesHolding', () => {
  it('reads the directory again when a file is renamed under it, and finds it by its new name', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-scan-'));
    const part = path.join(dir, 'invitation.eml.part');
    fs.writeFileSync(part, 'To: ana@acme.test');
    const read = fs.readFileSync;
    let renamed = false;
    vi.spyOn(fs, 'readFileSync').mockImplementation((file: fs.PathOrFileDescriptor) => {
      if (file === part && !renamed) {
        // The outbox finishes its write between the listing and the read.
        renamed = true;
        fs.renameSync(part, path.join(dir, 'invitation.eml'));
      }
      return read(file);
    });
    expect(filesHolding(dir, ['Ana@acme.test'])).toEqual(['invitation.eml: Ana@acme.test']);
  });
});
