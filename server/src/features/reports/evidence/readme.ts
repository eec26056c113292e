import { EVIDENCE_FILES, EVIDENCE_PEM_PATH } from '@dojo/protocol';

/** README.txt of an evidence bundle: how to check it, in a few standard commands. */
export function readmeText(keysUrl: string): string {
  const pemUrl = keysUrl.replace(/\/\.well-known\/.*$/, EVIDENCE_PEM_PATH);
  return [
    'Incident Dojo exercise evidence',
    '',
    `${EVIDENCE_FILES.report}: the exercise's report data (scores, every response, incident logs).`,
    `${EVIDENCE_FILES.csv}: the debrief CSV.`,
    `${EVIDENCE_FILES.statements}: the learning records (xAPI) sent, when the client has an LRS.`,
    `${EVIDENCE_FILES.sums}: the SHA-256 of each data file.`,
    `${EVIDENCE_FILES.manifest}: every file with its SHA-256 and size, signed in ${EVIDENCE_FILES.signature}.`,
    '',
    'To check it:',
    '  1. sha256sum -c SHA256SUMS              (every data file is as signed)',
    `  2. curl -o key.pem ${pemUrl}`,
    '  3. check manifest.jws with the key (RS256) and that its payload is manifest.json;',
    "     the platform's documentation (docs/evidence.md) gives the openssl commands, and",
    '     `npm run verify-evidence -- <this zip>` does all of it.',
    '',
  ].join('\n');
}
