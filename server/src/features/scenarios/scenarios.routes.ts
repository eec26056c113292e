import { Router } from 'express';
import { scenarioCalls as calls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { ScenariosService } from './scenarios.service';
import type { SectionsService } from './sections.service';
import type { DraftsService } from './drafts.service';
import { versionsAllowed } from './versions.routes';

const ok = (data: string) => ({ type: 'success' as const, data });

/**
 * The scenario editor's calls (docs/editor-api.md) plus export and import (ours). Staff only.
 * The versions calls are in versions.routes.ts.
 */
export function scenariosRoutes(deps: {
  scenarios: ScenariosService;
  drafts: DraftsService;
  sections: SectionsService;
  guards: Guards;
  /** The account versions are hidden from: its loads open current records only. */
  hiddenFor?: string | undefined;
}) {
  const { scenarios, drafts, sections, guards, hiddenFor } = deps;
  const versions = (user: string) => versionsAllowed(user, hiddenFor);
  const router = Router();

  bind(router, calls.files, guards.staff, () => scenarios.names());
  bind(router, calls.saveFile, guards.staff, (input, { principal }) => {
    const { token: _token, baseRevision, publishAnyway, draft, ...file } = input;
    if (draft === true) return drafts.save(file, principal.user, baseRevision);
    return scenarios.save(file, principal.user, { base: baseRevision, publishAnyway });
  });
  bind(router, calls.saveTranslation, guards.staff, (input, { principal }) => {
    const { token: _token, baseRevision, ...translation } = input;
    return scenarios.saveTranslation(translation, principal.user, baseRevision);
  });
  bind(router, calls.publishScenario, guards.staff, (input, { principal }) =>
    drafts.publish(input.fileName.trim(), principal.user, input.baseRevision),
  );
  bind(router, calls.publishLibrary, guards.staff, async () => {
    const { organisations, pdfs } = await drafts.library();
    return { organisations: [...organisations], pdfs: [...pdfs] };
  });
  bind(router, calls.saveNamedVersion, guards.staff, (input, { principal }) =>
    drafts.keep(input.fileName.trim(), input.label, principal.user, input.baseRevision),
  );
  bind(router, calls.loadFile, guards.staff, (input, { principal }) =>
    scenarios.load(input.filename, versions(principal.user)),
  );
  bind(router, calls.removeScenario, guards.staff, async (input) =>
    ok(await scenarios.remove(input.filename)),
  );
  bind(router, calls.exportScenario, guards.staff, (input, { principal }) =>
    scenarios.exportFile(input.filename, versions(principal.user)),
  );
  bind(router, calls.importScenario, guards.staff, (input, { principal }) =>
    scenarios.importFile(input.file, input.overwrite ?? false, principal.user),
  );

  bind(router, calls.sections, guards.staff, () => sections.names());
  bind(router, calls.saveSection, guards.staff, async (input, { principal }) => ({
    type: 'success' as const,
    ...(await sections.save(input.fileName, input.scenario, principal.user, input.baseRevision)),
  }));
  bind(router, calls.loadSection, guards.staff, (input, { principal }) =>
    sections.load(input.filename, versions(principal.user)),
  );
  bind(router, calls.removeSection, guards.staff, async (input) =>
    ok(await sections.remove(input.filename)),
  );

  return router;
}
