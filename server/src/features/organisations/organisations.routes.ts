import { Router } from 'express';
import { organisationCalls as calls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { ClientMaterialsService } from '../clients/clientMaterials';
import type { OrganisationsService, Write, Written } from './organisations.service';

const ok = (data: string) => ({ type: 'success' as const, data });
const revised = (written: Written) => ({ type: 'success' as const, ...written });
const write = (input: { baseRevision?: number }, principal: { user: string }): Write => ({
  by: principal.user,
  base: input.baseRevision,
});

/** Organisations and personas: the editor back-office's Organisation section (staff); customers read the
 * organisations their client's scenarios use (docs/portal.md). */
export function organisationsRoutes(deps: {
  organisations: OrganisationsService;
  guards: Guards;
  materials: ClientMaterialsService;
}) {
  const { organisations, guards, materials } = deps;
  const router = Router();
  bind(router, calls.getOrganisations, guards.signedIn, async (_input, { principal }) =>
    materials.scoped(
      principal,
      await organisations.list(),
      (used) => used.organisations,
      (o) => o.name,
    ),
  );
  bind(router, calls.createOrganisation, guards.staff, async (input) =>
    ok(await organisations.create(input)),
  );
  bind(router, calls.editOrganisation, guards.staff, async (input, { principal }) =>
    revised(await organisations.edit(input, write(input, principal))),
  );
  bind(router, calls.removeOrganisation, guards.staff, async (input) => ({
    type: 'success' as const,
    ...(await organisations.remove(input.filename, input.baseRevision)),
  }));
  bind(router, calls.createPersona, guards.staff, async (input, { principal }) =>
    revised(await organisations.createPersona(input, write(input, principal))),
  );
  bind(router, calls.editPersona, guards.staff, async (input, { principal }) =>
    revised(await organisations.editPersona(input, write(input, principal))),
  );
  bind(router, calls.removePersona, guards.staff, async (input, { principal }) =>
    revised(await organisations.removePersona(input, write(input, principal))),
  );
  return router;
}
