import { createHash } from 'node:crypto';
import { CompactSign } from 'jose';
import {
  EVIDENCE_ALG,
  EVIDENCE_FILES,
  EVIDENCE_FORMAT,
  type EvidenceEntry,
  type EvidenceManifest,
} from '@dojo/protocol';
import { loadZip } from '../../../core/lazyLibraries';
import type { EvidenceKey } from './evidenceKey';
import { readmeText } from './readme';

export interface EvidenceContent {
  exercise: string;
  client: string;
  scenario: string;
  /** getResponses' answer: what the report screens and the debrief PDF show. */
  reportJson: string;
  csv: string;
  /** The learning records sent for the exercise (xAPI), when the client has an LRS. */
  statementsJson?: string;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every entry gets the same time, so a bundle's bytes depend on its content only. */
const ENTRY_DATE = new Date(Date.UTC(2000, 0, 1));

/**
 * The evidence ZIP (docs/evidence.md): the data files, `SHA256SUMS` in the format
 * `sha256sum -c` reads, a README for the auditor, `manifest.json` naming every file with its
 * SHA-256 and size, and `manifest.jws`, a compact JWS whose payload is manifest.json's exact
 * bytes, signed with the platform's key.
 */
export async function buildEvidence(
  content: EvidenceContent,
  key: EvidenceKey,
  meta: { createdAt: string; keysUrl: string },
): Promise<Buffer> {
  const encoder = new TextEncoder();
  const data: [string, Uint8Array][] = [
    [EVIDENCE_FILES.report, encoder.encode(content.reportJson)],
    [EVIDENCE_FILES.csv, encoder.encode(content.csv)],
  ];
  if (content.statementsJson !== undefined)
    data.push([EVIDENCE_FILES.statements, encoder.encode(content.statementsJson)]);
  const sums = data.map(([name, bytes]) => `${sha256Hex(bytes)}  ${name}\n`).join('');
  data.push([EVIDENCE_FILES.sums, encoder.encode(sums)]);
  data.push([EVIDENCE_FILES.readme, encoder.encode(readmeText(meta.keysUrl))]);

  const files: EvidenceEntry[] = data.map(([name, bytes]) => ({
    name,
    sha256: sha256Hex(bytes),
    bytes: bytes.byteLength,
  }));
  const manifest: EvidenceManifest = {
    format: EVIDENCE_FORMAT,
    exercise: content.exercise,
    client: content.client,
    scenario: content.scenario,
    createdAt: meta.createdAt,
    kid: key.kid,
    keys: meta.keysUrl,
    files,
  };
  const manifestBytes = encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`);
  const jws = await new CompactSign(manifestBytes)
    .setProtectedHeader({ alg: EVIDENCE_ALG, kid: key.kid, typ: 'dojo-evidence+jws' })
    .sign(key.privateKey);

  const JSZip = await loadZip();
  const zip = new JSZip();
  for (const [name, bytes] of data) zip.file(name, bytes, { date: ENTRY_DATE });
  zip.file(EVIDENCE_FILES.manifest, manifestBytes, { date: ENTRY_DATE });
  zip.file(EVIDENCE_FILES.signature, `${jws}\n`, { date: ENTRY_DATE });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
