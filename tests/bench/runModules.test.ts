import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summaryLines, writeReport, type Section } from './report';
import { runModules, type BenchModule } from './runModules';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function reportFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
  dirs.push(dir);
  return path.join(dir, 'performance.md');
}

const section = (heading: string, met: boolean): Section => ({
  heading,
  body: `${heading} measured.`,
  targets: [{ what: `${heading} p99`, limit: '< 200 ms', measured: '120 ms', met }],
});

describe('the bench run', () => {
  it('has written a module’s section before the next module starts, and keeps it when a later one fails', async () => {
    const file = reportFile();
    const onDisk: string[] = [];
    const modules: BenchModule[] = [
      { name: 'first', heading: 'First', run: () => Promise.resolve(section('First', true)) },
      {
        name: 'second',
        heading: 'Second',
        run: () => {
          onDisk.push(fs.readFileSync(file, 'utf8'));
          return Promise.reject(new Error('no Chromium'));
        },
      },
      { name: 'third', heading: 'Third', run: () => Promise.resolve(section('Third', false)) },
    ];
    const order = modules.map((m) => m.heading);
    const lines: string[] = [];
    const outcome = await runModules(
      modules,
      (done) => writeReport(done, order, file),
      (line) => lines.push(line),
    );

    expect(onDisk[0]).toContain('## First');
    const report = fs.readFileSync(file, 'utf8');
    expect(report).toContain('## First');
    expect(report).toContain('## Third');
    expect(report).not.toContain('## Second');
    expect(outcome.failed).toEqual([{ name: 'second', error: 'no Chromium' }]);
    expect(lines.some((line) => line.startsWith('second: FAILED'))).toBe(true);
  });

  it('prints one line per target, met or missed, at the end', () => {
    expect(summaryLines([section('First', true), section('Third', false)])).toEqual([
      'met     First p99: 120 ms (< 200 ms)',
      'MISSED  Third p99: 120 ms (< 200 ms)',
    ]);
  });

  it('keeps the sections of modules this run did not run', async () => {
    const file = reportFile();
    await writeReport([section('First', true), section('Second', true)], ['First', 'Second'], file);
    await writeReport([section('Second', false)], ['First', 'Second'], file);
    const report = fs.readFileSync(file, 'utf8');
    expect(report.indexOf('## First')).toBeGreaterThan(0);
    expect(report.indexOf('## First')).toBeLessThan(report.indexOf('## Second'));
    expect(report).toContain('**missed**');
  });
});
