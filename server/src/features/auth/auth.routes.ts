import { Router, type Request } from 'express';
import { authCalls, type AuditKind } from '@dojo/protocol';
import { AppError } from '../../errors';
import { bind } from '../../http/bind';
import type { Guards } from './guards';
import type { LimiterFactory } from '../../http/limiter';
import type { AuditService } from './audit.service';
import type { AuthService } from './auth.service';
import { signInFrom, type SessionsService } from './sessions.service';
import { currentPasswordLimit, loginRateLimit, type LoginLimitConfig } from './loginRateLimit';

export function authRoutes(deps: {
  auth: AuthService;
  sessions: SessionsService;
  audit: AuditService;
  guards: Guards;
  loginLimits: LoginLimitConfig;
  /** Where the counters live: memory, or MongoDB shared by every process (docs/scaling.md). */
  limiters?: LimiterFactory;
}) {
  const { auth, guards, sessions, audit } = deps;
  const started = sessionStarted(sessions, audit);
  const router = Router();
  const limiter = loginRateLimit(deps.loginLimits, deps.limiters);
  router.use([authCalls.loginCustomer.path, authCalls.loginEditor.path], limiter);
  // A wrong current password counts like a failed login of that account (docs/auth.md), so
  // a stolen session cannot guess its way to the password.
  router.use(
    authCalls.changePassword.path,
    currentPasswordLimit(deps.loginLimits, guards, deps.limiters),
  );
  const failed = auditedFailure(audit, 'wrong_credentials', 'sign_in_failed');

  bind(router, authCalls.loginCustomer, guards.anyone, async (input, { req }) =>
    started(
      await failed(req, input.filename, auth.loginCustomer(input.filename, input.password)),
      req,
    ),
  );
  bind(router, authCalls.loginEditor, guards.anyone, async (input, { req }) =>
    started(
      await failed(req, input.username, auth.loginEditor(input.username, input.password)),
      req,
    ),
  );
  bind(router, authCalls.agreeNDA, guards.customer, (_input, { principal }) =>
    auth.agreeNda(principal),
  );
  // Who is signed in, signing out and the sessions list answer an account the second-factor
  // rules stop too (guards.enrolling): it must be able to see where it is and leave.
  bind(router, authCalls.getSession, guards.enrolling, (_input, { principal }) =>
    auth.session(principal),
  );
  bind(router, authCalls.logout, guards.enrollingSession, async (input, { principal, req }) => {
    const everywhere = input.everywhere === true;
    const answer = await auth.logout(principal.principal, principal.claims, everywhere);
    await audit.record({
      kind: 'session_ended',
      person: principal.principal.user,
      address: signInFrom(req).address,
      detail: everywhere ? 'Logged out everywhere' : 'Logged out',
    });
    return answer;
  });
  bind(
    router,
    authCalls.changePassword,
    guards.enrollingSession,
    async (input, { principal, req }) => {
      const { principal: who, claims } = principal;
      const answer = await auth.changePassword(
        who,
        claims,
        input.currentPassword,
        input.newPassword,
      );
      await audit.record({
        kind: 'password_changed',
        person: who.user,
        address: signInFrom(req).address,
        detail: 'Every other session ended',
      });
      await sessions.started(answer.token, signInFrom(req));
      return answer;
    },
  );
  bind(router, authCalls.listSessions, guards.enrollingSession, (_input, { principal }) =>
    sessions.list(principal.principal, principal.claims.jti),
  );
  bind(router, authCalls.endSession, guards.enrolling, async (input, { principal, req }) => {
    const { answer, device } = await sessions.end(principal, input.session);
    await audit.record({
      kind: 'session_ended',
      person: principal.user,
      address: signInFrom(req).address,
      detail: `Ended from another session: ${device}`,
    });
    return answer;
  });
  bind(router, authCalls.getAuditLog, guards.signedIn, (input, { principal }) =>
    audit.list(principal, input),
  );
  return router;
}

/**
 * A complete sign-in's answer (not one that asks for a code next) is recorded as a session,
 * with the device and address it came from, and in the audit log, before it is answered.
 */
export function sessionStarted(sessions: SessionsService, audit: AuditService) {
  return async <A extends { token: string; data: string; secondFactor?: string }>(
    answer: A,
    req: Request,
  ): Promise<A> => {
    if (answer.secondFactor !== undefined) return answer;
    const from = signInFrom(req);
    await sessions.started(answer.token, from);
    await audit.record({ kind: 'sign_in', person: answer.data, address: from.address });
    return answer;
  };
}

/** A sign-in step refused with `code` is recorded as `kind` for `person`, then refused. */
export function auditedFailure(audit: AuditService, code: AppError['code'], kind: AuditKind) {
  return async <A>(req: Request, person: string, attempt: Promise<A>): Promise<A> => {
    try {
      return await attempt;
    } catch (error) {
      if (error instanceof AppError && error.code === code)
        await audit.record({ kind, person, address: signInFrom(req).address });
      throw error;
    }
  };
}
