import { Router } from 'express';
import { scenarioCalls as calls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { ScenariosService } from './scenarios.service';
import type { SectionsService } from './sections.service';

const ok = (data: string) => ({ type: 'success' as const, data });

/**
 * The scenario editor's calls (docs/editor-api.md) plus export and import (ours). Staff only.
 * The versions calls are in versions.routes.ts.
 */
export function scenariosRoutes(deps: {
  scenarios: ScenariosService;
  sections: SectionsService;
  guards: Guards;
}) {
  const { scenarios, sections, guards } = deps;
  const router = Router();

  bind(router, calls.files, guards.staff, () => scenarios.names());
  bind(router, calls.saveFile, guards.staff, (input, { principal }) => {
    const { token: _token, baseRevision, publishAnyway, ...file } = input;
    return scenarios.save(file, principal.user, { base: baseRevision, publishAnyway });
  });
  bind(router, calls.loadFile, guards.staff, (input) => scenarios.load(input.filename));
  bind(router, calls.removeScenario, guards.staff, async (input) =>
    ok(await scenarios.remove(input.filename)),
  );
  bind(router, calls.exportScenario, guards.staff, (input) => scenarios.exportFile(input.filename));
  bind(router, calls.importScenario, guards.staff, (input, { principal }) =>
    scenarios.importFile(input.file, input.overwrite ?? false, principal.user),
  );

  bind(router, calls.sections, guards.staff, () => sections.names());
  bind(router, calls.saveSection, guards.staff, async (input, { principal }) => ({
    type: 'success' as const,
    ...(await sections.save(input.fileName, input.scenario, principal.user, input.baseRevision)),
  }));
  bind(router, calls.loadSection, guards.staff, (input) => sections.load(input.filename));
  bind(router, calls.removeSection, guards.staff, async (input) =>
    ok(await sections.remove(input.filename)),
  );

  return router;
}
