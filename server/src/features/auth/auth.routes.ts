import { Router, type Request } from 'express';
import { authCalls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from './guards';
import type { LimiterFactory } from '../../http/limiter';
import type { AuthService } from './auth.service';
import { signInFrom, type SessionsService } from './sessions.service';
import { currentPasswordLimit, loginRateLimit, type LoginLimitConfig } from './loginRateLimit';

export function authRoutes(deps: {
  auth: AuthService;
  sessions: SessionsService;
  guards: Guards;
  loginLimits: LoginLimitConfig;
  /** Where the counters live: memory, or MongoDB shared by every process (docs/scaling.md). */
  limiters?: LimiterFactory;
}) {
  const { auth, guards, sessions } = deps;
  const started = sessionStarted(sessions);
  const router = Router();
  const limiter = loginRateLimit(deps.loginLimits, deps.limiters);
  router.use([authCalls.loginCustomer.path, authCalls.loginEditor.path], limiter);
  // A wrong current password counts like a failed login of that account (docs/auth.md), so
  // a stolen session cannot guess its way to the password.
  router.use(
    authCalls.changePassword.path,
    currentPasswordLimit(deps.loginLimits, guards, deps.limiters),
  );

  bind(router, authCalls.loginCustomer, guards.anyone, async (input, { req }) =>
    started(await auth.loginCustomer(input.filename, input.password), req),
  );
  bind(router, authCalls.loginEditor, guards.anyone, async (input, { req }) =>
    started(await auth.loginEditor(input.username, input.password), req),
  );
  bind(router, authCalls.agreeNDA, guards.customer, (_input, { principal }) =>
    auth.agreeNda(principal),
  );
  bind(router, authCalls.getSession, guards.signedIn, (_input, { principal }) =>
    auth.session(principal),
  );
  bind(router, authCalls.logout, guards.session, (input, { principal }) =>
    auth.logout(principal.principal, principal.claims, input.everywhere === true),
  );
  bind(router, authCalls.changePassword, guards.signedIn, async (input, { principal, req }) =>
    started(await auth.changePassword(principal, input.currentPassword, input.newPassword), req),
  );
  bind(router, authCalls.listSessions, guards.session, (_input, { principal }) =>
    sessions.list(principal.principal, principal.claims.jti),
  );
  bind(router, authCalls.endSession, guards.signedIn, (input, { principal }) =>
    sessions.end(principal, input.session),
  );
  return router;
}

/**
 * A complete sign-in's answer (not one that asks for a code next) is recorded as a session,
 * with the device and address it came from, before it is answered.
 */
export function sessionStarted(sessions: SessionsService) {
  return async <A extends { token: string; secondFactor?: string }>(
    answer: A,
    req: Request,
  ): Promise<A> => {
    if (answer.secondFactor === undefined) await sessions.started(answer.token, signInFrom(req));
    return answer;
  };
}
