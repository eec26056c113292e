import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** CI's closing line (tests/tools/summary.mjs), run as .ci/run runs it, on vitest JSON reports. */
const SUMMARY = path.join(import.meta.dirname, 'summary.mjs');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function summary(...reports: object[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'));
  dirs.push(dir);
  const files = reports.map((report, index) => {
    const file = path.join(dir, `${index}.json`);
    fs.writeFileSync(file, JSON.stringify(report));
    return file;
  });
  return execFileSync(process.execPath, [SUMMARY, ...files, path.join(dir, 'absent.json')], {
    encoding: 'utf8',
  }).trim();
}

const test = (fullName: string, status: string) => ({ fullName, status });

describe('the CI summary line', () => {
  it('counts one failing test in a describe block once, as vitest reports it', () => {
    // vitest's totals for this file: numFailedTests 1, numFailedTestSuites 2.
    const report = {
      numFailedTests: 1,
      numFailedTestSuites: 2,
      testResults: [
        {
          name: '/repo/tests/e2e/debrief.e2e.test.ts',
          status: 'failed',
          assertionResults: [test('debrief prints', 'failed'), test('debrief opens', 'passed')],
        },
      ],
    };
    expect(summary(report)).toBe('tests: 1 passed, 1 failed, 0 skipped');
  });

  it('counts a test that passed on a retry as passed, and skipped and todo tests as skipped', () => {
    const report = {
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'passed',
          assertionResults: [test('a retried', 'passed'), test('b', 'pending'), test('c', 'todo')],
        },
      ],
    };
    expect(summary(report)).toBe('tests: 1 passed, 0 failed, 2 skipped');
  });

  it('counts a file that failed before running any test as one failure', () => {
    const loadFailure = {
      testResults: [{ name: '/repo/b.test.ts', status: 'failed', assertionResults: [] }],
    };
    const passing = {
      testResults: [
        { name: '/repo/c.test.ts', status: 'passed', assertionResults: [test('c', 'passed')] },
      ],
    };
    expect(summary(loadFailure, passing)).toBe('tests: 1 passed, 1 failed, 0 skipped');
  });
});
