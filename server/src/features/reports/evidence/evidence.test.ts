import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportSPKI, generateKeyPair } from 'jose';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVIDENCE_FILES,
  EVIDENCE_KEYS_PATH,
  EVIDENCE_PEM_PATH,
  debriefCsv,
  type EvidenceDownload,
  type ReportData,
} from '@dojo/protocol';
import {
  CAMPAIGN,
  TRAINED,
  startReportsWorld,
  stopReportsWorld,
  type ReportsWorld,
} from '../../../testing/reports';
import { verifyEvidenceCommand } from '../../../ops/verifyEvidence';
import { learningRecordsRepo } from '../../integrations/xapi/learningRecords.repo';
import { evidencePublicKey, verifyEvidence } from './verify';

const CHECK_SCRIPT = path.resolve(__dirname, '../../../../../docs/evidence/check-evidence.sh');

let world: ReportsWorld;
let zip: Buffer;
let pem: string;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-evidence-'));

beforeAll(async () => {
  world = await startReportsWorld();
  const answer = await world.server.post('/api/getEvidence', {
    token: world.owner,
    group: CAMPAIGN,
  });
  expect(answer.status).toBe(200);
  zip = Buffer.from((answer.body as EvidenceDownload).content, 'base64');
  pem = (await world.server.get(EVIDENCE_PEM_PATH)).body as string;
});
afterAll(async () => {
  await stopReportsWorld(world);
  fs.rmSync(scratch, { recursive: true, force: true });
});

const withKey = (text: string) => (kid: string | undefined) => evidencePublicKey(text, kid);

/** The bundle with one file's bytes replaced (a re-packed ZIP, as a forger would make it). */
async function repacked(name: string, change: (bytes: Uint8Array) => Uint8Array): Promise<Buffer> {
  const original = await JSZip.loadAsync(zip);
  const copy = new JSZip();
  for (const [file, entry] of Object.entries(original.files)) {
    const bytes = await entry.async('uint8array');
    copy.file(file, file === name ? change(bytes) : bytes);
  }
  return copy.generateAsync({ type: 'nodebuffer' });
}

const flipped = (bytes: Uint8Array) => {
  const copy = Uint8Array.from(bytes);
  const at = Math.floor(copy.length / 2);
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
};

async function unpack(bytes: Buffer, into: string): Promise<void> {
  fs.mkdirSync(into, { recursive: true });
  const bundle = await JSZip.loadAsync(bytes);
  for (const [name, entry] of Object.entries(bundle.files))
    fs.writeFileSync(path.join(into, name), await entry.async('uint8array'));
}

describe('the evidence download', () => {
  it('holds the report as getResponses answers it and the CSV the screen downloads, signed', async () => {
    const report = (
      await world.server.post('/api/getResponses', { token: world.owner, group: CAMPAIGN })
    ).body as ReportData;
    const bundle = await JSZip.loadAsync(zip);
    expect(Object.keys(bundle.files).sort()).toEqual(
      [
        EVIDENCE_FILES.report,
        EVIDENCE_FILES.csv,
        EVIDENCE_FILES.sums,
        EVIDENCE_FILES.readme,
        EVIDENCE_FILES.manifest,
        EVIDENCE_FILES.signature,
      ].sort(),
    );
    expect(JSON.parse(await bundle.file(EVIDENCE_FILES.report)!.async('string'))).toEqual(report);
    expect(await bundle.file(EVIDENCE_FILES.csv)!.async('string')).toBe(
      debriefCsv(report, (player) => player),
    );
    const verdict = await verifyEvidence(zip, withKey(pem));
    expect(verdict).toMatchObject({ ok: true, problems: [] });
    expect(verdict.manifest).toMatchObject({ exercise: CAMPAIGN, client: report.client });
    expect(verdict.manifest?.keys).toBe(`${world.server.url}${EVIDENCE_KEYS_PATH}`);
  });

  it('publishes the same key as a key set and as PEM, and keeps it across a restart', async () => {
    const jwks = (await world.server.get(EVIDENCE_KEYS_PATH)).body as string;
    expect((await verifyEvidence(zip, withKey(JSON.stringify(jwks)))).ok).toBe(true);
    world.server = await world.server.restart();
    expect((await world.server.get(EVIDENCE_PEM_PATH)).body).toBe(pem);
  });

  it('fails when one byte of a file, of the manifest or of the download itself changes', async () => {
    const csv = await verifyEvidence(await repacked(EVIDENCE_FILES.csv, flipped), withKey(pem));
    expect(csv).toMatchObject({
      ok: false,
      problems: ['results.csv was changed since it was signed.'],
    });
    const manifest = await verifyEvidence(
      await repacked(EVIDENCE_FILES.manifest, flipped),
      withKey(pem),
    );
    expect(manifest).toMatchObject({
      ok: false,
      problems: ['manifest.json is not the manifest that was signed.'],
    });
    const raw = Buffer.from(flipped(zip));
    expect((await verifyEvidence(raw, withKey(pem))).ok).toBe(false);
    const extra = await repacked(EVIDENCE_FILES.csv, (bytes) => bytes);
    const added = await JSZip.loadAsync(extra);
    added.file('note.txt', 'added later');
    const withExtra = await verifyEvidence(
      await added.generateAsync({ type: 'nodebuffer' }),
      withKey(pem),
    );
    expect(withExtra.problems).toEqual(['note.txt is not in the manifest.']);
  });

  it('holds the learning records sent for the exercise, when there are any, signed with the rest', async () => {
    const exercise = await world.server.repos.exercises.findByIdentifier('acmecorp', CAMPAIGN);
    if (!exercise) throw new Error('no demo campaign');
    const statement = {
      id: '9b1e3c3a-7f1e-5a52-9d55-1c1c3e1f0a01',
      verb: { id: 'http://adlnet.gov/expapi/verbs/launched' },
    };
    await learningRecordsRepo(world.server.store).add({
      _id: statement.id,
      client: exercise.client,
      exerciseId: exercise._id,
      playerId: 'p1',
      at: 1,
      rank: 0,
      statement: JSON.stringify(statement),
      state: 'sent',
      attempts: 1,
      createdAt: '2026-11-29T00:00:00.000Z',
      sentAt: '2026-11-29T00:00:01.000Z',
    });
    const answer = await world.server.post('/api/getEvidence', {
      token: world.owner,
      group: CAMPAIGN,
    });
    const bundle = Buffer.from((answer.body as EvidenceDownload).content, 'base64');
    const verdict = await verifyEvidence(bundle, withKey(pem));
    expect(verdict.ok).toBe(true);
    expect(verdict.manifest?.files.map((file) => file.name)).toContain(EVIDENCE_FILES.statements);
    const zipped = await JSZip.loadAsync(bundle);
    expect(JSON.parse(await zipped.file(EVIDENCE_FILES.statements)!.async('string'))).toEqual([
      { id: statement.id, state: 'sent', sentAt: '2026-11-29T00:00:01.000Z', statement },
    ]);
  });

  it("fails with another key than the platform's", async () => {
    const other = await exportSPKI(
      (await generateKeyPair('RS256', { extractable: true })).publicKey,
    );
    const verdict = await verifyEvidence(zip, withKey(other));
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toMatch(/^The manifest's signature does not verify/);
  });

  it('is only for who may read the report: a trainer of another exercise is refused', async () => {
    const refused = await world.server.post('/api/getEvidence', {
      token: world.trainer,
      group: CAMPAIGN,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      data: 'Only the trainer of the exercise can see the report.',
    });
    const own = await world.server.post('/api/getEvidence', {
      token: world.trainer,
      group: TRAINED,
    });
    expect(own.status).toBe(200);
  });

  it('verifies with standard tools (sha256sum, openssl) as docs/evidence.md says, and not after a change', async () => {
    const keyFile = path.join(scratch, 'key.pem');
    fs.writeFileSync(keyFile, pem);
    const good = path.join(scratch, 'good');
    await unpack(zip, good);
    const output = execFileSync('sh', [CHECK_SCRIPT, good, keyFile], { encoding: 'utf8' });
    expect(output).toContain('Verified OK');
    expect(output).toContain('Evidence verified.');

    const bad = path.join(scratch, 'bad');
    await unpack(zip, bad);
    fs.appendFileSync(path.join(bad, EVIDENCE_FILES.csv), 'x');
    expect(() => execFileSync('sh', [CHECK_SCRIPT, bad, keyFile], { stdio: 'pipe' })).toThrow();
    // The same checks, program by program, as an auditor types them.
    expect(
      execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: good, encoding: 'utf8' }),
    ).toContain('results.csv: OK');
    expect(execFileSync('openssl', ['version'], { encoding: 'utf8' })).toMatch(/OpenSSL/);
  });

  it('is checked by `npm run verify-evidence` with the key given or from the address it names', async () => {
    // The server has restarted on another port: a fresh download names its address.
    const fresh = await world.server.post('/api/getEvidence', {
      token: world.owner,
      group: CAMPAIGN,
    });
    const file = path.join(scratch, 'evidence.zip');
    fs.writeFileSync(file, Buffer.from((fresh.body as EvidenceDownload).content, 'base64'));
    const keyFile = path.join(scratch, 'key.pem');
    fs.writeFileSync(keyFile, pem);
    const lines: string[] = [];
    expect(await verifyEvidenceCommand([file, '--key', keyFile], (line) => lines.push(line))).toBe(
      0,
    );
    expect(lines.join('')).toMatch(/^Verified: .*evidence\.zip: 5 files of exercise/);
    expect(await verifyEvidenceCommand([file], (line) => lines.push(line))).toBe(0);
    expect(lines.join('')).toContain(`Key set from ${world.server.url}${EVIDENCE_KEYS_PATH}`);

    const changed = path.join(scratch, 'changed.zip');
    fs.writeFileSync(changed, await repacked(EVIDENCE_FILES.report, flipped));
    const refused: string[] = [];
    expect(
      await verifyEvidenceCommand([changed, '--key', keyFile], (line) => refused.push(line)),
    ).toBe(1);
    expect(refused.join('')).toContain('- report.json was changed since it was signed.');
    expect(await verifyEvidenceCommand([], () => undefined)).toBe(2);
  });
});
