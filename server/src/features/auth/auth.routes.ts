import { Router } from 'express';
import { authCalls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from './guards';
import type { LimiterFactory } from '../../http/limiter';
import type { AuthService } from './auth.service';
import { currentPasswordLimit, loginRateLimit, type LoginLimitConfig } from './loginRateLimit';

export function authRoutes(deps: {
  auth: AuthService;
  guards: Guards;
  loginLimits: LoginLimitConfig;
  /** Where the counters live: memory, or MongoDB shared by every process (docs/scaling.md). */
  limiters?: LimiterFactory;
}) {
  const { auth, guards } = deps;
  const router = Router();
  const limiter = loginRateLimit(deps.loginLimits, deps.limiters);
  router.use([authCalls.loginCustomer.path, authCalls.loginEditor.path], limiter);
  // A wrong current password counts like a failed login of that account (docs/auth.md), so
  // a stolen session cannot guess its way to the password.
  router.use(
    authCalls.changePassword.path,
    currentPasswordLimit(deps.loginLimits, guards, deps.limiters),
  );

  bind(router, authCalls.loginCustomer, guards.anyone, (input) =>
    auth.loginCustomer(input.filename, input.password),
  );
  bind(router, authCalls.loginEditor, guards.anyone, (input) =>
    auth.loginEditor(input.username, input.password),
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
  bind(router, authCalls.changePassword, guards.signedIn, (input, { principal }) =>
    auth.changePassword(principal, input.currentPassword, input.newPassword),
  );
  return router;
}
