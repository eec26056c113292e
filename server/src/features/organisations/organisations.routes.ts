import { Router } from 'express';
import { organisationCalls as calls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { OrganisationsService } from './organisations.service';

const ok = (data: string) => ({ type: 'success' as const, data });

/** Organisations and personas: the editor back-office's Organisation section (staff). */
export function organisationsRoutes(deps: { organisations: OrganisationsService; guards: Guards }) {
  const { organisations, guards } = deps;
  const router = Router();
  bind(router, calls.getOrganisations, guards.staff, () => organisations.list());
  bind(router, calls.createOrganisation, guards.staff, async (input) =>
    ok(await organisations.create(input)),
  );
  bind(router, calls.editOrganisation, guards.staff, async (input) =>
    ok(await organisations.edit(input)),
  );
  bind(router, calls.removeOrganisation, guards.staff, async (input) =>
    ok(await organisations.remove(input.filename)),
  );
  bind(router, calls.createPersona, guards.staff, async (input) =>
    ok(await organisations.createPersona(input)),
  );
  bind(router, calls.editPersona, guards.staff, async (input) =>
    ok(await organisations.editPersona(input)),
  );
  bind(router, calls.removePersona, guards.staff, async (input) =>
    ok(await organisations.removePersona(input)),
  );
  return router;
}
