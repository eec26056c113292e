import { describe, expect, it } from 'vitest';
import { auditCsv, type AuditEntry } from './audit';

const entry: AuditEntry = {
  id: 'a1',
  at: '2026-11-29T01:00:00.000Z',
  kind: 'sign_in_failed',
  person: '=HYPERLINK("http://evil.example","click")',
  by: '',
  client: 'acmecorp',
  address: '127.0.0.1',
  detail: '@SUM(1,2)',
};

describe('auditCsv', () => {
  it('writes a header and one quoted row per entry, labels for kinds', () => {
    const lines = auditCsv([entry]).split('\r\n');
    expect(lines[0]).toBe('time,kind,person,by,client,address,detail');
    expect(lines[1]).toContain('Sign-in failed');
    expect(lines).toHaveLength(3);
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const row = auditCsv([entry]).split('\r\n')[1] ?? '';
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain(`"'@SUM(1,2)"`);
    for (const lead of ['+1', '-1', '\t=1']) {
      const cells = auditCsv([{ ...entry, person: lead, detail: '' }]).split('\r\n')[1] ?? '';
      expect(cells).toContain(`'${lead}`);
    }
  });
});
