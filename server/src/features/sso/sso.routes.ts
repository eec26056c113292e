import { Router, type Request, type Response } from 'express';
import { authCalls, ssoCalls } from '@dojo/protocol';
import { AppError } from '../../errors';
import { bind } from '../../http/bind';
import type { Logger } from '../../logger';
import type { Guards } from '../auth/guards';
import type { AuditService } from '../auth/audit.service';
import { SignOnRefused, type SsoService } from './sso.service';
import type { SsoSettingsService } from './ssoSettings.service';

export const SIGN_ON_PATHS = {
  start: '/api/signOn/start',
  staff: '/api/signOn/staff',
  callback: '/api/signOn/callback',
  /** The web app's page that takes the session (docs/auth.md). */
  done: '/sign-on',
} as const;

/** The browser's half of the state: a flow finishes only in the browser that started it. */
const STATE_COOKIE = 'dojo_sign_on';

function baseUrl(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

function cookie(req: Request, name: string): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return '';
}

export function ssoRoutes(deps: {
  sso: SsoService;
  settings: SsoSettingsService;
  guards: Guards;
  audit: AuditService;
  logger: Logger;
  publicUrl: string | undefined;
}) {
  const { sso, settings, guards, audit, logger } = deps;
  const router = Router();
  const redirectUri = (req: Request) => `${baseUrl(req, deps.publicUrl)}${SIGN_ON_PATHS.callback}`;

  async function begin(req: Request, res: Response, who: { email: string } | 'staff') {
    try {
      const { url, state } = await sso.start(who, redirectUri(req));
      res.cookie(STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        path: '/api/signOn',
        maxAge: 10 * 60_000,
      });
      res.redirect(303, url);
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'failed';
      if (!(error instanceof AppError)) logger.warn({ err: error }, 'single sign-on not started');
      res.redirect(
        303,
        `${SIGN_ON_PATHS.done}?refused=${code === 'sso_not_set_up' ? 'none' : 'failed'}`,
      );
    }
  }

  router.use(authCalls.loginCustomer.path, async (req, _res, next) => {
    // A client that signs in through its provider only: its accounts' passwords do not open it.
    const body = req.body as { filename?: unknown } | undefined;
    if (req.method !== 'POST' || typeof body?.filename !== 'string') return next();
    try {
      await sso.passwordAllowed(body.filename);
      next();
    } catch (error) {
      next(error);
    }
  });
  router.get(SIGN_ON_PATHS.start, async (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email.slice(0, 254) : '';
    await begin(req, res, { email });
  });
  router.get(SIGN_ON_PATHS.staff, async (req, res) => begin(req, res, 'staff'));
  router.get(SIGN_ON_PATHS.callback, async (req, res) => {
    res.clearCookie(STATE_COOKIE, { path: '/api/signOn' });
    const url = new URL(req.originalUrl, redirectUri(req));
    const address = req.ip ?? '';
    try {
      const { handover } = await sso.callback(url, cookie(req, STATE_COOKIE));
      // The handover rides in the fragment: no server log or Referer carries it.
      res.redirect(303, `${SIGN_ON_PATHS.done}#${handover}`);
    } catch (error) {
      if (!(error instanceof SignOnRefused)) throw error;
      logger.info({ reason: error.reason, detail: error.message }, 'single sign-on refused');
      await audit.record({ kind: 'sign_in_failed', person: error.person, address });
      res.redirect(303, `${SIGN_ON_PATHS.done}?refused=${error.reason}`);
    }
  });

  bind(router, ssoCalls.findSignOn, guards.anyone, async (input, { req }) => {
    const { passwordSignIn } = await sso.find(input.email);
    const startUrl = `${SIGN_ON_PATHS.start}?email=${encodeURIComponent(input.email)}`;
    void req;
    return { type: 'success' as const, startUrl, passwordSignIn };
  });
  bind(router, ssoCalls.completeSignOn, guards.anyone, async (input, { req }) => {
    const answer = await sso.complete(input.handover);
    await audit.record({ kind: 'sign_in', person: answer.data, address: req.ip ?? '' });
    return answer;
  });
  bind(router, ssoCalls.findStaffSignOn, guards.anyone, async () => ({
    type: 'success' as const,
    startUrl: sso.staffSignOnSet() ? SIGN_ON_PATHS.staff : null,
  }));
  bind(router, ssoCalls.getSignOnSettings, guards.signedIn, async (input, { principal, req }) => {
    const client = await settings.clientOf(principal, input.client);
    return {
      type: 'success' as const,
      settings: await settings.settings(client, redirectUri(req)),
    };
  });
  bind(router, ssoCalls.testSignOnIssuer, guards.signedIn, async (input, { principal }) => {
    await settings.clientOf(principal, input.client);
    return settings.testIssuer(input.issuer);
  });
  bind(router, ssoCalls.saveSignOnSettings, guards.signedIn, async (input, { principal, req }) => {
    const client = await settings.clientOf(principal, input.client);
    const answer = await settings.save(client, input, principal.user);
    await audit.record({
      kind: 'sso_settings_changed',
      person: principal.user,
      client,
      address: req.ip ?? '',
      detail: `Issuer ${input.settings.issuer}; password sign-in ${input.settings.passwordSignIn ? 'on' : 'off'}`,
    });
    return answer;
  });
  return router;
}
