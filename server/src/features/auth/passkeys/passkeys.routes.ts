import { Router, type Request } from 'express';
import { authCalls } from '@dojo/protocol';
import { bind } from '../../../http/bind';
import type { LimiterFactory } from '../../../http/limiter';
import type { AuditService } from '../audit.service';
import type { AuthService } from '../auth.service';
import { auditedFailure, sessionStarted } from '../auth.routes';
import type { Guards } from '../guards';
import { codeStepLimit, type LoginLimitConfig } from '../loginRateLimit';
import { signInFrom, type SessionsService } from '../sessions.service';
import type { TokenService } from '../tokens';
import type { PasskeysService } from './passkeys.service';
import { relyingParty } from './relyingParty';

/** The passkeys' calls (docs/auth.md, "Passkeys"); the service does the checking. */
export function passkeysRoutes(deps: {
  auth: AuthService;
  passkeys: PasskeysService;
  sessions: SessionsService;
  audit: AuditService;
  guards: Guards;
  tokens: TokenService;
  publicUrl: string | undefined;
  loginLimits: LoginLimitConfig;
  limiters?: LimiterFactory;
}) {
  const { auth, passkeys, guards, audit } = deps;
  const rp = (req: Request) => relyingParty(req, deps.publicUrl);
  const router = Router();
  // A refused passkey counts with the wrong codes: the step's limit per account.
  router.use(
    authCalls.finishPasskeySignIn.path,
    codeStepLimit(deps.loginLimits, deps.tokens, deps.limiters),
  );
  const started = sessionStarted(deps.sessions, audit);
  const failed = auditedFailure(audit, 'passkey_refused', 'passkey_failed');

  // Adding a passkey is one way to set a factor up: an account the rules stop may do it.
  bind(router, authCalls.startPasskeyRegistration, guards.enrolling, (_input, { principal, req }) =>
    passkeys.startRegistration(principal, rp(req)),
  );
  bind(
    router,
    authCalls.finishPasskeyRegistration,
    guards.enrolling,
    async (input, { principal, req }) => {
      const { name, ...answer } = await passkeys.finishRegistration(principal, rp(req), input);
      // The fresh token is a session of its own, in the sessions list (the old one stays).
      await deps.sessions.started(answer.token, signInFrom(req));
      await audit.record({
        kind: 'factor_enrolled',
        person: principal.user,
        address: signInFrom(req).address,
        detail: `Passkey “${name}”`,
      });
      return answer;
    },
  );
  bind(router, authCalls.listPasskeys, guards.enrolling, (_input, { principal }) =>
    passkeys.list(principal),
  );
  // Removing one needs a session the rules let through (a stolen older session cannot).
  bind(router, authCalls.removePasskey, guards.signedIn, async (input, { principal, req }) => {
    const { name, ...answer } = await passkeys.remove(principal, input.passkey);
    await audit.record({
      kind: 'factor_removed',
      person: principal.user,
      address: signInFrom(req).address,
      detail: `Passkey “${name}”`,
    });
    return answer;
  });

  bind(router, authCalls.startPasskeySignIn, guards.anyone, (input, { req }) =>
    passkeys.startSignIn(input.pendingToken, rp(req)),
  );
  bind(router, authCalls.finishPasskeySignIn, guards.anyone, async (input, { req }) => {
    const person = (await deps.tokens.verifyPending(input.pendingToken).catch(() => null))?.sub;
    const attempt = auth.loginPasskey(input.pendingToken, (account) =>
      passkeys.checkSignIn(account, rp(req), input),
    );
    return started(await failed(req, person ?? '', attempt), req);
  });
  return router;
}
