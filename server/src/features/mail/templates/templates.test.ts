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

  it("says the scenario's own play time and the exact last moment with its time zone", () => {
    const mail = renderMail(branding, {
      kind: 'invitation',
      scenario: 'Phishing Friday',
      identifier: 'Q1',
      link: 'https://d.test/exercise/t',
      expiresOn: '2026-12-07',
      expiresAt: '2026-12-07T14:30:00.000Z',
      playtime: '45 minutes',
    });
    expect(mail.text).toContain('a cyber-incident exercise (play time: 45 minutes).');
    expect(mail.text).not.toContain('90 minutes');
    expect(mail.text).toMatch(/works until Monday,? 7 December 2026 at 14:30 UTC\./);
    // A scenario without a play time says none, rather than a made-up one.
    const bare = renderMail(branding, {
      kind: 'reminder',
      scenario: 'S',
      identifier: 'Q1',
      link: 'https://d.test/exercise/t',
      expiresOn: '2026-12-07',
      playtime: '',
    });
    expect(bare.text).not.toContain('play time');
    expect(bare.text).toContain('works until 2026-12-07.');
  });

  it('tells an extended player the new last moment, in the subject too', () => {
    const mail = renderMail(branding, {
      kind: 'extension',
      scenario: 'Phishing Friday',
      identifier: 'Q1',
      link: 'https://d.test/exercise/t',
      expiresOn: '2026-12-21',
      expiresAt: '2026-12-21T09:05:00.000Z',
    });
    expect(mail.subject).toMatch(
      /^Your link to "Phishing Friday" now works until Monday,? 21 December 2026 at 09:05 UTC$/,
    );
    expect(mail.text).toContain('Your link: https://d.test/exercise/t');
  });
});
