import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { MAIL_STATES, SOCKET_KINDS } from './metrics';

const TOKEN = 'metrics-token-for-alerts-0123';
const OPERATIONS = path.resolve(__dirname, '../../../../docs/operations.md');

/** The `expr:` of every alert rule docs/operations.md tells operators to set. */
function documentedAlerts(): string[] {
  const text = fs.readFileSync(OPERATIONS, 'utf8');
  return [...text.matchAll(/^\s+expr: (.+)$/gm)].map((match) => (match[1] ?? '').trim());
}

/** Each series selector of an expression: the metric and its label matchers' values. */
function selectors(expression: string) {
  return [...expression.matchAll(/\b(dojo_[a-z0-9_]+)(?:\{([^}]*)\})?/g)].map((match) => ({
    name: match[1] ?? '',
    labels: [...(match[2] ?? '').matchAll(/(\w+)=~?"([^"]*)"/g)].map((label) => ({
      label: label[1] ?? '',
      values: (label[2] ?? '').split('|'),
    })),
  }));
}

describe('the documented alerts on a fresh server', () => {
  let server: TestServer;
  let samples: string[];
  let types: Map<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
    // Start-up work (the job queue) finishes after listen: readiness says when.
    for (let tries = 0; tries < 300 && (await server.get('/api/ready')).status !== 200; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const response = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const text = await response.text();
    samples = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    types = new Map(
      [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']),
    );
  });
  afterAll(() => server.close());

  it('documents the alerts for the store, the job queue and mail', () => {
    const alerts = documentedAlerts().join('\n');
    expect(alerts).toContain('dojo_store_writable');
    expect(alerts).toContain('dojo_store_write_failures_total');
    expect(alerts).toContain('dojo_job_queue{state="due"}');
    expect(alerts).toContain('dojo_mail_messages');
  });

  it('finds every series each alert expression reads, from the start', () => {
    const expressions = documentedAlerts();
    expect(expressions.length).toBeGreaterThanOrEqual(4);
    for (const expression of expressions) {
      const read = selectors(expression);
      expect(read.length, expression).toBeGreaterThan(0);
      for (const { name, labels } of read) {
        const series = samples.filter(
          (line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `),
        );
        expect(series.length, `${name} in ${expression}`).toBeGreaterThan(0);
        for (const { label, values } of labels)
          for (const value of values)
            expect(
              series.some((line) => line.includes(`${label}="${value}"`)),
              `${name}{${label}="${value}"} in ${expression}`,
            ).toBe(true);
      }
    }
  });

  it('reports the figures at 0 before anything happened: sockets, mail states, the queue', () => {
    for (const kind of SOCKET_KINDS)
      expect(samples).toContain(`dojo_socket_connections{kind="${kind}"} 0`);
    for (const state of MAIL_STATES)
      expect(samples.some((line) => line.startsWith(`dojo_mail_messages{state="${state}"} `))).toBe(
        true,
      );
    expect(samples.some((line) => line.startsWith('dojo_job_queue{state="due"} '))).toBe(true);
    expect(samples).toContain('dojo_store_writable 1');
    expect(samples.some((line) => line.startsWith('dojo_store_write_failures_total{'))).toBe(true);
  });

  it('names counters with _total and gauges never', () => {
    expect(types.size).toBeGreaterThan(10);
    for (const [name, type] of types) {
      if (type === 'gauge') expect(name, name).not.toMatch(/_total$/);
      if (type === 'counter') expect(name, name).toMatch(/_total$/);
    }
  });
});
