import { describe, expect, it } from 'vitest';
import { renderMail } from './index';

const branding = { name: 'Acme <Corp>', logoUrl: 'https://cdn.acme.test/logo.png?a=1&b=2' };

describe('renderMail', () => {
  it('escapes every value in the HTML and keeps it readable in the text part', () => {
    const mail = renderMail(branding, {
      kind: 'invitation',
      scenario: '<script>alert(1)</script>',
      identifier: 'Q1 "drill" & co',
      link: 'https://dojo.test/exercise/abc?x="><img src=x>',
      expiresOn: '2026-12-15',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Q1 &quot;drill&quot; &amp; co');
    expect(mail.html).not.toContain('x="><img');
    expect(mail.html).toContain(
      'src="https://cdn.acme.test/logo.png?a=1&amp;b=2" alt="Acme &lt;Corp&gt;"',
    );
    expect(mail.text).toContain('Your link: https://dojo.test/exercise/abc?x="><img src=x>');
  });

  it('never lets a line break into the subject (no header injection)', () => {
    const mail = renderMail(branding, {
      kind: 'expiryNotice',
      scenario: 'Ransomware',
      identifier: 'Drill\r\nBcc: victim@evil.test\r\n\r\nbody',
      finished: 1,
      total: 2,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('The exercise "Drill Bcc: victim@evil.test body" has expired');
  });

  it('drops a logo that is not plain http(s) and shows the client name instead', () => {
    const mail = renderMail(
      { name: 'Acme', logoUrl: 'javascript:alert(1)' },
      {
        kind: 'resultsReady',
        scenario: 'R',
        identifier: 'Q1',
        finished: 2,
        total: 2,
        reportLink: 'https://d.test/reports',
      },
    );
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).toContain('<strong style="font-size:18px">Acme</strong>');
    expect(mail.text).toContain('2 of 2 players finished.');
  });
});
