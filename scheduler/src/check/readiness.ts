import {
  publishReadiness,
  type PublicationLibrary,
  type Readiness,
  type ScenarioEvent,
  type TranslatedScenario,
} from '@dojo/protocol';
import { prePublishCheck, type PrePublishCheck } from './prePublish';

/**
 * The one pre-publish check (protocol's `publishReadiness`) over the story the engine plays:
 * the editor's panel and the server's publish both call this, so they agree word for word.
 */
export function scenarioReadiness(
  events: readonly ScenarioEvent[],
  library: PublicationLibrary,
  story: PrePublishCheck = prePublishCheck(events),
  translated?: TranslatedScenario,
): Readiness {
  return publishReadiness({ events, library, story, ...(translated ? { translated } : {}) });
}
