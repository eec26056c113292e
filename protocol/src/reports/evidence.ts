import { z } from 'zod';

/**
 * The evidence download (docs/evidence.md): per exercise, one ZIP an auditor can check with
 * standard tools: the report's data, the debrief CSV, the learning records when the client
 * sends them, `SHA256SUMS`, and a manifest of every file's SHA-256 signed by the platform
 * (a compact JWS, RS256; the public key at a well-known address).
 */
export const EVIDENCE_FORMAT = 'dojo-evidence/1';
export const EVIDENCE_ALG = 'RS256';
export const EVIDENCE_FILES = {
  report: 'report.json',
  csv: 'results.csv',
  statements: 'statements.json',
  sums: 'SHA256SUMS',
  readme: 'README.txt',
  manifest: 'manifest.json',
  signature: 'manifest.jws',
} as const;
/** The platform's public keys (JWKS) and the same key as PEM, for openssl. */
export const EVIDENCE_KEYS_PATH = '/.well-known/dojo-evidence-keys.json';
export const EVIDENCE_PEM_PATH = '/.well-known/dojo-evidence-key.pem';

const SHA256_HEX = /^[0-9a-f]{64}$/;

export const EvidenceEntry = z.object({
  name: z.string().min(1).max(100),
  sha256: z.string().regex(SHA256_HEX, 'Not a SHA-256 in hex.'),
  bytes: z.number().int().min(0).max(1_000_000_000),
});
export type EvidenceEntry = z.infer<typeof EvidenceEntry>;

/** manifest.json: what the signature covers, byte for byte. */
export const EvidenceManifest = z.object({
  format: z.literal(EVIDENCE_FORMAT),
  exercise: z.string().max(200),
  client: z.string().max(200),
  scenario: z.string().max(200),
  /** When the bundle was made (ISO 8601, UTC). */
  createdAt: z.string().max(40),
  /** The signing key's id, as in the JWS header and the published key set. */
  kid: z.string().max(100),
  /** Where the platform publishes its public keys. */
  keys: z.string().max(2_000),
  files: z.array(EvidenceEntry).min(1).max(20),
});
export type EvidenceManifest = z.infer<typeof EvidenceManifest>;

/** The download as the call answers it: the ZIP in base64. */
export const EvidenceDownload = z.object({
  /** The exercise it is the evidence of (its identifier). */
  exercise: z.string().max(200),
  fileName: z.string().max(200),
  contentType: z.literal('application/zip'),
  content: z.string().max(96 * 1024 * 1024),
});
export type EvidenceDownload = z.infer<typeof EvidenceDownload>;
