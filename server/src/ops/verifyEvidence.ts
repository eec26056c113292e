/**
 * `npm run verify-evidence -- <evidence.zip> [--key <key.pem | keys.json | https://…>]`:
 * checks an exercise's evidence download (docs/evidence.md): the manifest's signature with the
 * platform's public key, that the signed manifest is manifest.json, and every file's SHA-256.
 * Without --key it fetches the key set the manifest names, and says so: an auditor should
 * check that this is the platform's own address, or pass the key they were given.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EVIDENCE_FILES, EvidenceManifest } from '@dojo/protocol';
import { loadZip } from '../core/lazyLibraries';
import { evidencePublicKey, verifyEvidence } from '../features/reports/evidence/verify';

const USAGE =
  'usage: npm run verify-evidence -- <evidence.zip> [--key <key.pem | keys.json | https://…>]\n';

async function readKeyText(source: string): Promise<string> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.text();
  }
  return fs.readFileSync(source, 'utf8');
}

/** The key set the manifest names (read without trusting it: only to know where to ask). */
async function keysUrlOf(bytes: Uint8Array): Promise<string | undefined> {
  try {
    const zip = await (await loadZip()).loadAsync(bytes);
    const text = await zip.file(EVIDENCE_FILES.manifest)?.async('string');
    return text ? EvidenceManifest.parse(JSON.parse(text)).keys : undefined;
  } catch {
    return undefined;
  }
}

export async function verifyEvidenceCommand(
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  let file: string | undefined;
  let keySource: string | undefined;
  let bad = false;
  for (let at = 0; at < args.length; at += 1) {
    const arg = args[at] ?? '';
    if (arg === '--key') keySource = args[(at += 1)];
    else if (arg.startsWith('--') || file) bad = true;
    else file = arg;
  }
  if (bad || !file || (args.includes('--key') && !keySource)) {
    out(USAGE);
    return 2;
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const bytes = new Uint8Array(fs.readFileSync(path.resolve(base, file)));
  let source = keySource && !/^https?:/.test(keySource) ? path.resolve(base, keySource) : keySource;
  if (!source) {
    source = await keysUrlOf(bytes);
    if (!source) {
      out('The bundle names no key set: pass the platform key with --key.\n');
      return 1;
    }
    out(`Key set from ${source} (named in the bundle): check that this is your platform.\n`);
  }
  const keyText = await readKeyText(source);
  const verdict = await verifyEvidence(bytes, (kid) => evidencePublicKey(keyText, kid));
  if (!verdict.ok) {
    out(`NOT VERIFIED: ${file}\n${verdict.problems.map((problem) => `- ${problem}\n`).join('')}`);
    return 1;
  }
  const manifest = verdict.manifest;
  out(
    `Verified: ${file}: ${manifest?.files.length ?? 0} files of exercise "${manifest?.exercise}" ` +
      `(client ${manifest?.client}), signed by ${manifest?.kid} at ${manifest?.createdAt}.\n`,
  );
  return 0;
}

const isMain = process.argv[1] && /verify-?evidence\.(js|ts)$/i.test(process.argv[1]);
if (isMain)
  verifyEvidenceCommand(process.argv.slice(2), (line) => process.stdout.write(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`verify-evidence failed: ${(error as Error).message}\n`);
      process.exit(1);
    },
  );
