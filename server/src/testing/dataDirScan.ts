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
 */
export function filesHolding(dir: string, addresses: readonly string[]): string[] {
  const found: string[] = [];
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    // latin1 maps each byte to one character: any file (binary too) compares byte-wise.
    const text = fs.readFileSync(file).toString('latin1').toLowerCase();
    const name = relative.toLowerCase();
    for (const address of addresses) {
      if (formsOf(address).some((form) => name.includes(form) || text.includes(form)))
        found.push(`${relative}: ${address}`);
    }
  }
  return found;
}
