import { Router } from 'express';
import { decodeJwt } from 'jose';
import { authCalls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { LimiterFactory } from '../../http/limiter';
import type { AuthService } from './auth.service';
import { auditedFailure, sessionStarted } from './auth.routes';
import type { AuditService } from './audit.service';
import { signInFrom } from './sessions.service';
import type { SessionsService } from './sessions.service';
import type { Guards } from './guards';
import { codeStepLimit, type LoginLimitConfig } from './loginRateLimit';
import type { SecondFactorService } from './secondFactor.service';
import type { TokenService } from './tokens';

/** The second factor's calls (docs/auth.md, "Second factor"). */
export function secondFactorRoutes(deps: {
  auth: AuthService;
  sessions: SessionsService;
  audit: AuditService;
  secondFactor: SecondFactorService;
  guards: Guards;
  tokens: TokenService;
  loginLimits: LoginLimitConfig;
  limiters?: LimiterFactory;
}) {
  const { auth, secondFactor, guards, audit } = deps;
  const router = Router();
  router.use(
    authCalls.loginSecondFactor.path,
    codeStepLimit(deps.loginLimits, deps.tokens, deps.limiters),
  );
  const started = sessionStarted(deps.sessions, audit);
  const failed = auditedFailure(audit, 'wrong_code', 'code_failed');
  bind(router, authCalls.loginSecondFactor, guards.anyone, async (input, { req }) => {
    // The service verified the step's token before it checked the code: its subject is known.
    const attempt = auth.loginSecondFactor(input.pendingToken, input.code);
    return started(await failed(req, pendingSubject(input.pendingToken), attempt), req);
  });
  // Setting a factor up is what an account the rules stop may still do (guards.enrolling).
  bind(router, authCalls.getSecondFactor, guards.enrolling, (_input, { principal }) =>
    secondFactor.status(principal),
  );
  bind(router, authCalls.startTotpEnrolment, guards.enrolling, (_input, { principal }) =>
    secondFactor.startTotp(principal),
  );
  bind(
    router,
    authCalls.confirmTotpEnrolment,
    guards.enrolling,
    async (input, { principal, req }) => {
      const answer = await secondFactor.confirmTotp(principal, input.code);
      // The fresh token is a session of its own, in the sessions list (the old one stays).
      await deps.sessions.started(answer.token, signInFrom(req));
      await audit.record({
        kind: 'factor_enrolled',
        person: principal.user,
        address: signInFrom(req).address,
        detail: 'Authenticator app',
      });
      return answer;
    },
  );
  bind(router, authCalls.resetSecondFactor, guards.admin, async (input, { principal, req }) => {
    const answer = await secondFactor.reset(input.username);
    await audit.record({
      kind: 'factor_reset',
      person: input.username,
      by: principal.user,
      address: signInFrom(req).address,
      detail: 'Every session ended',
    });
    return answer;
  });
  return router;
}

/** The username a code step's token names ('' when it names none). */
function pendingSubject(token: string): string {
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' ? sub : '';
  } catch {
    return '';
  }
}
