// Prints one closing line, "tests: N passed, N failed, N skipped", from vitest's JSON reports.
// Each test counts once, by its file and full name, with its final status (a retried test that
// passed is passed); a file that failed without running a test (it did not load, or a hook
// failed) counts as one failure. vitest's own totals add failed files and describe blocks to
// the failed tests, so one failing test read as "3 failed".
import fs from 'node:fs';
import path from 'node:path';

/** The outcome of each test in the reports, keyed by file and full name. */
export function outcomes(reports) {
  const tests = new Map();
  for (const report of reports)
    for (const file of report.testResults ?? []) {
      const results = file.assertionResults ?? [];
      for (const test of results) {
        const status =
          test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
        tests.set(`${file.name}\u0000${test.fullName}`, status);
      }
      const ranNone = results.every((test) => test.status !== 'passed' && test.status !== 'failed');
      if (file.status === 'failed' && ranNone) tests.set(`${file.name}\u0000(file)`, 'failed');
    }
  return tests;
}

/** The closing line of `outcomes`. */
export function summaryLine(reports) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const status of outcomes(reports).values()) counts[status] += 1;
  return `tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? '')}`) {
  const reports = process.argv
    .slice(2)
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  console.log(summaryLine(reports));
}
