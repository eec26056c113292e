import {
  normaliseEventForSave,
  responseTypeOnLoad,
  type ScenarioEvent,
  type ScenarioVersion,
  VERSION_MESSAGES,
} from '@dojo/protocol';
import { conflict, notFound } from '../../errors';
import { revisionStamp, staleWrite } from '../../revisions/revisions';
import type { SectionsRepo } from './sections.repo';
import type { VersionsRepo } from './versions.repo';
import type { Clock } from '../../core/clock';
import { eventMediaCheck, type MediaKinds } from './eventMediaCheck';

/**
 * Saved sections (docs/scenario-editor.md). The server keeps the
 * events as saved; fresh ids and reset nexts are given when the editor loads a section into
 * a scenario (loadSectionInto), since only the editor knows that scenario's id counter.
 */
export function sectionsService(deps: {
  sections: SectionsRepo;
  versions: VersionsRepo;
  /** For the event media check (none without it). */
  mediaKinds?: MediaKinds;
  clock: Clock;
}) {
  const { sections, versions, clock } = deps;
  const checkEventMedia = eventMediaCheck(deps.mediaKinds);

  /** The current section, else a saved version unless versions are hidden from the caller. */
  async function find(filename: string, withVersions: boolean): Promise<ScenarioEvent[]> {
    const current = await sections.findByFileName(filename);
    if (current) return current.scenario;
    const version = withVersions ? await versions.find('sections', filename) : null;
    if (version) return version.content.scenario;
    throw notFound(`There is no section named ${filename}.`);
  }

  return {
    names: () => sections.names(),

    /**
     * With `base`, only while the section is at that revision (else 409, nothing saved); with
     * `'create'`, only when no section has that name (else 409, untouched).
     */
    async save(
      fileName: string,
      input: ScenarioEvent[],
      by: string,
      base?: number | 'create',
      message?: (version: string) => string,
    ) {
      await checkEventMedia(input);
      const events = input.map(normaliseEventForSave);
      const savedAt = new Date(clock.now()).toISOString();
      const stamp = { updatedAt: savedAt, updatedBy: by };
      const stored =
        base === 'create'
          ? await sections.create(fileName, events, stamp)
          : await sections.save(fileName, events, stamp, base);
      if (!stored && base === 'create')
        throw conflict(VERSION_MESSAGES.nameTaken('sections', fileName), 'name_taken');
      if (!stored) throw staleWrite('section', (await sections.findByFileName(fileName)) ?? {});
      const content = { fileName, scenario: events };
      const version = await versions.add('sections', fileName, content, { savedAt, savedBy: by });
      const data = message?.(version) ?? `Section ${fileName} saved (version ${version}).`;
      return { data, ...revisionStamp(stored) };
    },

    /** A stored version's events, or null. */
    async version(filename: string): Promise<ScenarioEvent[] | null> {
      return (await versions.find('sections', filename))?.content.scenario ?? null;
    },

    /** Response types are inferred from the options, as for a loaded scenario. */
    async load(filename: string, withVersions = true): Promise<ScenarioEvent[]> {
      const events = await find(filename, withVersions);
      return events.map((event) => ({ ...event, responseType: responseTypeOnLoad(event.options) }));
    },

    async remove(filename: string) {
      if (!(await sections.remove(filename))) {
        throw notFound(`There is no section named ${filename}.`);
      }
      return 'Section deleted';
    },

    versions: (filename: string): Promise<ScenarioVersion[]> => versions.list('sections', filename),
  };
}
export type SectionsService = ReturnType<typeof sectionsService>;
