import {
  eventMediaFindings,
  eventMediaNames,
  type MediaEntry,
  type ScenarioEvent,
} from '@dojo/protocol';
import { badRequest } from '../../errors';

/** The library files among these names, with the kinds their bytes proved. */
export type MediaKinds = (names: readonly string[]) => Promise<MediaEntry[]>;

/**
 * Every video or audio file the events play must be in the media library and be the kind the
 * event says (docs/editor-rules.md, "Media on events"); else 400 with one line per problem,
 * before anything is stored. Without `mediaKinds` (unit tests of other rules) nothing is checked.
 */
export function eventMediaCheck(mediaKinds: MediaKinds | undefined) {
  return async (events: readonly ScenarioEvent[]) => {
    const names = eventMediaNames(events);
    if (!mediaKinds || names.length === 0) return;
    const problems = eventMediaFindings(events, await mediaKinds(names));
    if (problems.length > 0) throw badRequest(problems.join('\n'), 'unknown_media');
  };
}
