import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, SSO_MESSAGES } from '@dojo/protocol';
import { CATALOGUES, speak } from '../../testing/i18n';
import { SignOnPage } from './SignOnPage';

/* Every refusal of single sign-on in every language (docs/auth.md, "Single sign-on"). */

const REFUSALS = {
  domain: SSO_MESSAGES.domainNotAllowed,
  role: SSO_MESSAGES.noRole,
  none: SSO_MESSAGES.notSetUp,
  failed: SSO_MESSAGES.failed,
} as const;

function openRefused(reason: string) {
  render(
    <MemoryRouter initialEntries={[`/sign-on?refused=${reason}`]}>
      <Routes>
        <Route path="/sign-on" element={<SignOnPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => speak('en'));

describe('the sign-on page’s refusals', () => {
  it('are protocol’s words in English (one home for the message)', () => {
    for (const [reason, words] of Object.entries(REFUSALS))
      expect(CATALOGUES.en[`sso.refused.${reason}`]).toBe(words);
  });

  for (const language of LANGUAGES)
    for (const reason of Object.keys(REFUSALS))
      it(`shows '${reason}' in ${language}, with the way back`, async () => {
        speak(language);
        openRefused(reason);
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toBe(CATALOGUES[language][`sso.refused.${reason}`]);
        expect(screen.getByRole('link', { name: CATALOGUES[language]['sso.back'] })).toBeTruthy();
      });
});
