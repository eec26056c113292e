import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciPackages, PROGRAM_PACKAGES, programsStarted } from './startedPrograms';

/**
 * A fresh machine has only what .ci/run installs: every program that the code, the tests and
 * the scripts start by name must come from a Debian package .ci/run installs (docs/web.md has
 * none; the list and why each is there is in .ci/run itself).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CI_RUN = fs.readFileSync(path.join(ROOT, '.ci/run'), 'utf8');

describe('the programs the code and tests start', () => {
  // This file's own samples of starting programs are not programs the project starts.
  const started = programsStarted(ROOT, [path.relative(ROOT, import.meta.filename)]);

  it('are found: pdftoppm, chromium and ffmpeg are started today', () => {
    expect([...started.keys()]).toEqual(expect.arrayContaining(['pdftoppm', 'chromium', 'ffmpeg']));
  });

  it('each have a known Debian package', () => {
    const unknown = [...started].filter(([program]) => !PROGRAM_PACKAGES[program]);
    expect(
      unknown.map(([program, files]) => `${program} (started in ${files.join(', ')})`),
      'add the program and its Debian package to PROGRAM_PACKAGES and .ci/run',
    ).toEqual([]);
  });

  it('are each installed by .ci/run', () => {
    const installed = ciPackages(CI_RUN);
    const missing = [...started]
      .filter(([program]) => !installed.includes(PROGRAM_PACKAGES[program] ?? program))
      .map(
        ([program, files]) =>
          `${PROGRAM_PACKAGES[program] ?? program} for ${program} (${files.join(', ')})`,
      );
    expect(missing, 'add these to DEBIAN_PACKAGES in .ci/run').toEqual([]);
  });
});

describe('programsStarted', () => {
  it('reads execFileSync, spawn, exec and a fixed browser path', () => {
    const dir = fs.mkdtempSync(path.join(ROOT, '.tmp-programs-'));
    try {
      fs.mkdirSync(path.join(dir, 'tests'));
      fs.writeFileSync(
        path.join(dir, 'tests', 'x.ts'),
        [
          "execFileSync('pdftoppm', ['-png']);",
          'spawn(\n  "ffmpeg", []);',
          "execSync('convert a.png b.jpg');",
          "const browser = process.env.X ?? '/usr/bin/chromium';",
          "spawn(process.execPath, ['x']); spawn('npm', ['run']);",
        ].join('\n'),
      );
      expect([...programsStarted(dir).keys()].sort()).toEqual([
        'chromium',
        'convert',
        'ffmpeg',
        'pdftoppm',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the package list of .ci/run', () => {
    expect(ciPackages('X=1\nDEBIAN_PACKAGES=(chromium  poppler-utils)\n')).toEqual([
      'chromium',
      'poppler-utils',
    ]);
    expect(ciPackages('apt-get install chromium\n')).toEqual([]);
  });
});
