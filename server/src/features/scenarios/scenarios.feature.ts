import type { AppContext, Feature } from '../context';
import { scenariosRoutes } from './scenarios.routes';
import { scenariosService } from './scenarios.service';
import { draftsService } from './drafts.service';
import { scenarioPresence } from './presence';
import { savedPush } from './savedPush';
import { sectionsService } from './sections.service';
import { versionsRoutes } from './versions.routes';
import { versionsService } from './versions.service';
import { organisationsService } from '../organisations/organisations.service';
import { mselRoutes } from './msel/msel.routes';
import { mselService } from './msel/msel.service';

/** The scenario editor: scenarios, sections and their versions. */
export function scenariosFeature(ctx: AppContext): Feature {
  const { repos, guards, clock } = ctx;
  const library = async () => ({
    organisations: await repos.organisations.list(),
    pdfs: await repos.pdfs.kinds(),
  });
  const mediaKinds = (names: readonly string[]) => repos.media.kindsOf(names);
  // Co-authors see each other's stored changes live: the scenario's room hears of each one.
  const onSaved = savedPush(ctx.publisher);
  const scenarios = scenariosService({
    scenarios: repos.scenarios,
    versions: repos.versions,
    drafts: repos.scenarioDrafts,
    library,
    mediaKinds,
    clock,
    onSaved,
  });
  const drafts = draftsService({
    scenarios: repos.scenarios,
    drafts: repos.scenarioDrafts,
    versions: repos.versions,
    reader: scenarios.reader,
    prepare: scenarios.prepare,
    library,
    clock,
    onSaved,
  });
  const sections = sectionsService({
    sections: repos.sections,
    versions: repos.versions,
    mediaKinds,
    clock,
  });
  const versions = versionsService({ scenarios, sections, versions: repos.versions });
  const hiddenFor = ctx.config.PREVIOUS_VERSIONS_HIDDEN_FOR;
  // MSEL import creates personas with the organisation rules (no sender usage needed here).
  const msel = mselService({
    scenarios,
    organisations: organisationsService(repos.organisations, clock),
    mappings: repos.mselMappings,
    clock,
  });
  const presence = scenarioPresence({ publisher: ctx.publisher });
  return {
    commands: presence.routeCommands,
    attach: presence.attach,
    close: presence.close,
    routers: [
      scenariosRoutes({ scenarios, drafts, sections, guards, hiddenFor }),
      versionsRoutes({ scenarios, sections, versions, guards, hiddenFor }),
      mselRoutes({ msel, guards, hiddenFor }),
    ],
  };
}
