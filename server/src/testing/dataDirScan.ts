import fs from 'node:fs';
import path from 'node:path';

/** The forms an address takes on disk (lower-cased): as typed, URL-encoded, as a file name. */
function formsOf(address: string): string[] {
  const lower = address.toLowerCase();
  return [...new Set([lower, encodeURIComponent(lower), lower.replace(/[^a-z0-9._-]/g, '_')])];
}

/**
 * Every file under `dir` (recursively, read as bytes: datafiles, `.eml` files, uploads, temp
 * files) whose name or content holds one of `addresses` in any case, as `file: address` lines.
 * A file renamed or removed while the scan reads (the outbox's `.part` file becoming its
 * `.eml`) makes it read the whole directory again, so a renamed file is never missed.
 */
export function filesHolding(dir: string, addresses: readonly string[]): string[] {
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const found = scanOnce(dir, addresses);
    if (found !== null) return found;
  }
  throw new Error(`${dir} kept changing through ${MAX_PASSES} scans`);
}

/** Scans of a directory that keeps changing before `filesHolding` gives up. */
const MAX_PASSES = 20;

/** One pass over `dir`; null when a listed file was gone by the time it was read. */
function scanOnce(dir: string, addresses: readonly string[]): string[] | null {
  const found: string[] = [];
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    const bytes = readIfThere(file);
    if (bytes === null) return null;
    // latin1 maps each byte to one character: any file (binary too) compares byte-wise.
    const text = bytes.toString('latin1').toLowerCase();
    const name = relative.toLowerCase();
    for (const address of addresses) {
      if (formsOf(address).some((form) => name.includes(form) || text.includes(form)))
        found.push(`${relative}: ${address}`);
    }
  }
  return found;
}

function readIfThere(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
