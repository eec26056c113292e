import { compactVerify, importJWK, importSPKI, type CryptoKey, type JWK } from 'jose';
import type JSZip from 'jszip';
import { loadZip } from '../../../core/lazyLibraries';
import { EVIDENCE_ALG, EVIDENCE_FILES, EvidenceManifest } from '@dojo/protocol';
import { sha256Hex } from './bundle';

export interface EvidenceVerdict {
  ok: boolean;
  /** Each problem found, in plain words; empty when the bundle verifies. */
  problems: string[];
  manifest?: EvidenceManifest;
}

/** The platform's public key from a PEM file or a published JWKS (the one with `kid`). */
export async function evidencePublicKey(text: string, kid?: string): Promise<CryptoKey> {
  if (text.includes('-----BEGIN PUBLIC KEY-----')) return importSPKI(text.trim(), EVIDENCE_ALG);
  const set = JSON.parse(text) as { keys?: JWK[] };
  const keys = set.keys ?? [];
  const chosen = keys.find((key) => kid === undefined || key.kid === kid) ?? keys[0];
  if (!chosen) throw new Error('The key set holds no key.');
  return (await importJWK(chosen, EVIDENCE_ALG)) as CryptoKey;
}

const same = (a: Uint8Array, b: Uint8Array) =>
  a.byteLength === b.byteLength && a.every((byte, at) => byte === b[at]);

/**
 * Checks an evidence ZIP (docs/evidence.md): the signature of manifest.jws with the
 * platform's key, that its payload is manifest.json byte for byte, and that every file the
 * manifest names is there with its SHA-256 and size, and nothing else is.
 */
export async function verifyEvidence(
  zipBytes: Uint8Array,
  key: (kid: string | undefined) => Promise<CryptoKey>,
): Promise<EvidenceVerdict> {
  const unreadable = (error: unknown): EvidenceVerdict => ({
    ok: false,
    problems: [`The file is not a readable ZIP: ${(error as Error).message}`],
  });
  let zip: JSZip;
  let manifestBytes: Uint8Array | undefined;
  let jwsBytes: Uint8Array | undefined;
  const read = async (name: string) => zip.file(name)?.async('uint8array');
  try {
    zip = await (await loadZip()).loadAsync(zipBytes, { checkCRC32: true });
    manifestBytes = await read(EVIDENCE_FILES.manifest);
    jwsBytes = await read(EVIDENCE_FILES.signature);
  } catch (error) {
    return unreadable(error);
  }
  if (!manifestBytes || !jwsBytes)
    return { ok: false, problems: ['manifest.json or manifest.jws is missing.'] };

  const jws = new TextDecoder().decode(jwsBytes).trim();
  let payload: Uint8Array;
  try {
    const header = JSON.parse(
      Buffer.from(jws.split('.')[0] ?? '', 'base64url').toString('utf8'),
    ) as { kid?: string };
    ({ payload } = await compactVerify(jws, await key(header.kid), {
      algorithms: [EVIDENCE_ALG],
    }));
  } catch (error) {
    return {
      ok: false,
      problems: [`The manifest's signature does not verify: ${(error as Error).message}`],
    };
  }
  if (!same(payload, manifestBytes))
    return { ok: false, problems: ['manifest.json is not the manifest that was signed.'] };

  const parsed = EvidenceManifest.safeParse(JSON.parse(new TextDecoder().decode(manifestBytes)));
  if (!parsed.success) return { ok: false, problems: ['manifest.json is not a manifest.'] };
  const manifest = parsed.data;
  const problems: string[] = [];
  for (const entry of manifest.files) {
    const bytes = await read(entry.name).catch(() => null);
    if (bytes === null) problems.push(`${entry.name} is damaged: it cannot be read.`);
    else if (!bytes) problems.push(`${entry.name} is missing.`);
    else if (bytes.byteLength !== entry.bytes || sha256Hex(bytes) !== entry.sha256)
      problems.push(`${entry.name} was changed since it was signed.`);
  }
  const named = new Set([
    ...manifest.files.map((entry) => entry.name),
    EVIDENCE_FILES.manifest,
    EVIDENCE_FILES.signature,
  ]);
  for (const name of Object.keys(zip.files))
    if (!zip.files[name]?.dir && !named.has(name)) problems.push(`${name} is not in the manifest.`);
  return { ok: problems.length === 0, problems, manifest };
}
