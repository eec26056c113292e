import { Router } from 'express';
import { EDITOR_MESSAGES, VERSION_MESSAGES, scenarioCalls as calls } from '@dojo/protocol';
import { badRequest, forbidden } from '../../errors';
import { bind, type Guard } from '../../http/bind';
import type { StaffPrincipal } from '../../core/principal';
import type { Guards } from '../auth/guards';
import type { ScenariosService } from './scenarios.service';
import type { SectionsService } from './sections.service';
import type { VersionsService } from './versions.service';

/**
 * Who sees Previous Versions (docs/editor-api.md, "Who sees versions"): every staff account
 * but the one configured to have it hidden, which the versions calls refuse as well.
 */
export function versionsAllowed(user: string, hiddenFor: string | undefined): boolean {
  return !hiddenFor || user.toLowerCase() !== hiddenFor.trim().toLowerCase();
}

/** The versions calls: Previous Versions, removed scenarios and sections, and restore. */
export function versionsRoutes(deps: {
  scenarios: ScenariosService;
  sections: SectionsService;
  versions: VersionsService;
  guards: Guards;
  hiddenFor: string | undefined;
}) {
  const { scenarios, sections, versions, guards, hiddenFor } = deps;
  const router = Router();
  const withVersions: Guard<StaffPrincipal> = async (req, input) => {
    const principal = await guards.staff(req, input);
    if (!versionsAllowed(principal.user, hiddenFor)) throw forbidden(VERSION_MESSAGES.notAvailable);
    return principal;
  };

  bind(router, calls.editorFeatures, guards.staff, async (_input, { principal }) => ({
    previousVersions: versionsAllowed(principal.user, hiddenFor),
  }));

  bind(router, calls.previousVersions, withVersions, async (input) => {
    const filename = input.filename.trim();
    const scenario = input.directory === 'scenarios';
    if (!filename)
      throw badRequest(scenario ? EDITOR_MESSAGES.selectScenario : EDITOR_MESSAGES.selectSection);
    return scenario ? scenarios.versions(filename) : sections.versions(filename);
  });
  bind(router, calls.removedItems, withVersions, (input) => versions.removed(input.directory));
  bind(router, calls.restoreVersion, withVersions, (input, { principal }) =>
    versions.restore(input.directory, input.filename, input.fileName, principal.user),
  );
  return router;
}
