import { Router } from 'express';
import { authCalls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { LimiterFactory } from '../../http/limiter';
import type { AuthService } from './auth.service';
import { sessionStarted } from './auth.routes';
import type { SessionsService } from './sessions.service';
import type { Guards } from './guards';
import { codeStepLimit, type LoginLimitConfig } from './loginRateLimit';
import type { SecondFactorService } from './secondFactor.service';
import type { TokenService } from './tokens';

/** The second factor's calls (docs/auth.md, "Second factor"). */
export function secondFactorRoutes(deps: {
  auth: AuthService;
  sessions: SessionsService;
  secondFactor: SecondFactorService;
  guards: Guards;
  tokens: TokenService;
  loginLimits: LoginLimitConfig;
  limiters?: LimiterFactory;
}) {
  const { auth, secondFactor, guards } = deps;
  const router = Router();
  router.use(
    authCalls.loginSecondFactor.path,
    codeStepLimit(deps.loginLimits, deps.tokens, deps.limiters),
  );
  const started = sessionStarted(deps.sessions);
  bind(router, authCalls.loginSecondFactor, guards.anyone, async (input, { req }) =>
    started(await auth.loginSecondFactor(input.pendingToken, input.code), req),
  );
  bind(router, authCalls.getSecondFactor, guards.signedIn, (_input, { principal }) =>
    secondFactor.status(principal),
  );
  bind(router, authCalls.startTotpEnrolment, guards.signedIn, (_input, { principal }) =>
    secondFactor.startTotp(principal),
  );
  bind(router, authCalls.confirmTotpEnrolment, guards.signedIn, (input, { principal }) =>
    secondFactor.confirmTotp(principal, input.code),
  );
  bind(router, authCalls.resetSecondFactor, guards.admin, (input) =>
    secondFactor.reset(input.username),
  );
  return router;
}
