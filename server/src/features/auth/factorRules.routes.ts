import { Router } from 'express';
import { authCalls, SECOND_FACTOR } from '@dojo/protocol';
import type { Clock } from '../../core/clock';
import type { Principal } from '../../core/principal';
import { forbidden } from '../../errors';
import { bind } from '../../http/bind';
import type { AuditService } from './audit.service';
import type { FactorRulesRepo } from './factorRules.repo';
import type { Guards } from './guards';
import { signInFrom } from './sessions.service';

const NOT_YOURS =
  'Only the admin sets the rule for authors, and a client owner the rule for trainers.';
const RULES_FOR = 'This needs an admin or client owner account.';

/** Which rule the caller sets: the admin the platform's for authors, an owner their client's. */
function ruleOf(principal: Principal): 'authors' | { client: string } | null {
  if (principal.kind === 'staff') return principal.role === 'admin' ? 'authors' : null;
  return principal.role === '1' ? { client: principal.client } : null;
}

/** The second-factor rules (docs/auth.md, "Who must have one"); each change is audited. */
export function factorRulesRoutes(deps: {
  rules: FactorRulesRepo;
  audit: AuditService;
  guards: Guards;
  clock: Clock;
}) {
  const { rules, audit, guards, clock } = deps;
  const router = Router();
  bind(router, authCalls.getSecondFactorRules, guards.signedIn, async (_input, { principal }) => {
    const rule = ruleOf(principal);
    if (rule === null) throw forbidden(RULES_FOR);
    return rule === 'authors'
      ? { type: 'success' as const, authors: await rules.authors() }
      : { type: 'success' as const, trainers: await rules.trainers(rule.client) };
  });
  bind(
    router,
    authCalls.setSecondFactorRule,
    guards.signedIn,
    async (input, { principal, req }) => {
      const rule = ruleOf(principal);
      if (rule === null) throw forbidden(RULES_FOR);
      if ((rule === 'authors') !== (input.rule === 'authors')) throw forbidden(NOT_YOURS);
      const at = new Date(clock.now()).toISOString();
      if (rule === 'authors') await rules.setAuthors(input.required, principal.user, at);
      else await rules.setTrainers(rule.client, input.required, principal.user, at);
      const who = input.rule === 'authors' ? 'authors' : 'trainers';
      await audit.record({
        kind: 'factor_rule_changed',
        person: principal.user,
        address: signInFrom(req).address,
        detail: `Two-step sign-in ${input.required ? 'required' : 'not required'} for ${who}`,
      });
      return { type: 'success' as const, data: SECOND_FACTOR.ruleSaved };
    },
  );
  return router;
}
