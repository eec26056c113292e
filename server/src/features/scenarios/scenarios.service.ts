import { isDeepStrictEqual } from 'node:util';
import {
  droppedAnswerWarnings,
  inferOnLoad,
  normaliseEventForSave,
  scenarioEventErrors,
  validateScenarioForSave,
  LANGUAGE_NAMES,
  TRANSLATION_MESSAGES,
  originalLanguage,
  type Language,
  type DraftPublication,
  type PublicationLibrary,
  type Readiness,
  type ScenarioFile,
  type ScenarioTranslation,
  type Status,
  type ScenarioVersion,
  VERSION_MESSAGES,
} from '@dojo/protocol';
import { scenarioReadiness } from '@dojo/scheduler';
import { badRequest, conflict, notFound } from '../../errors';
import type { ScenariosRepo } from './scenarios.repo';
import type { VersionsRepo } from './versions.repo';
import type { ScenarioDraftsRepo } from './scenarioDrafts.repo';
import { publicationOf, publishCheckOf, refusalLines, type SavedScenario } from './publishCheck';
import { staleWrite, type Revised } from '../../revisions/revisions';
import type { Clock } from '../../core/clock';
import { eventMediaCheck, type MediaKinds } from './eventMediaCheck';
import { asScenarioFile, draftReader, type Draft } from './scenarioDraft';
import type { PushSaved } from './savedPush';

interface SaveOptions {
  verb?: string;
  base?: number;
  publishAnyway?: boolean;
  /** Only create: a scenario of that name (whatever its revision) answers 409, untouched. */
  createOnly?: boolean;
  /** The success line, given the new version's name. */
  message?: (version: string) => string;
  /** What the other open editors are told it was (default: published, as saveFile does). */
  change?: 'published' | 'imported' | { restoredFrom: string };
}

/**
 * The legacy Visible gate keeps the findings it had before drafts: a rule added since (the
 * time-out check, later ones) is shown by the editor and blocks nothing here, so a script that
 * saved a scenario visible yesterday still does today. Missing translations count here too
 * (docs/translations.md): only a translated scenario can have them.
 */
const LEGACY_RULES = new Set(['story', 'answers', 'library', 'translations']);
function legacyGate(readiness: Readiness): Readiness {
  const issues = readiness.issues.filter((issue) => LEGACY_RULES.has(issue.rule));
  const errors = issues.filter((i) => i.severity === 'error').map((i) => i.message);
  const warnings = issues.filter((i) => i.severity === 'warning').map((i) => i.message);
  return { ready: errors.length === 0, issues, errors, warnings };
}

/** How often a save without a base retries when another save took its revision first. */
const ATTEMPTS = 5;

export const draftStamp = (draft: Pick<Draft, 'revision' | 'savedAt' | 'savedBy'> | null) => ({
  revision: draft?.revision ?? 0,
  updatedBy: draft?.savedBy ?? '',
  updatedAt: draft?.savedAt ?? '',
});

/**
 * Save, load, remove, version, export and import whole scenarios (docs/editor-rules.md). The
 * author's draft saves are drafts.service.ts; `save` here is the documented saveFile without
 * `draft`: the draft and its publication at once, as before drafts existed.
 */
export function scenariosService(deps: {
  scenarios: ScenariosRepo;
  versions: VersionsRepo;
  drafts: ScenarioDraftsRepo;
  /** The organisations and PDFs now, for the publication warnings (none without it). */
  library?: () => Promise<PublicationLibrary>;
  /** The library files among these names, with their kinds (event media are not checked without it). */
  mediaKinds?: MediaKinds;
  clock: Clock;
  /** A change stored: the other open editors are told at once (docs/editor-api.md, "Live"). */
  onSaved?: PushSaved;
}) {
  const { scenarios, versions, drafts, clock } = deps;
  const checkEventMedia = eventMediaCheck(deps.mediaKinds);
  const library = deps.library ?? (async () => ({ organisations: [], pdfs: [] }));
  const reader = draftReader({ scenarios, drafts });

  /**
   * The draft of that name, else a saved version ('<name>-v<n>') unless versions are hidden
   * from the caller (docs/editor-api.md, "Who sees versions").
   */
  async function find(filename: string, withVersions = true): Promise<ScenarioFile> {
    const current = await reader.current(filename);
    if (current) return current.content;
    const version = withVersions ? await versions.find('scenarios', filename) : null;
    if (version && 'title' in version.content) return asScenarioFile(version.content);
    throw notFound(`There is no scenario named ${filename}.`);
  }

  /** The event editor's rules, the media check and the save normalisation, as every save runs them. */
  async function prepare(input: ScenarioFile) {
    // The event editor's rules, on the events as sent (normalising would hide a missing type).
    const broken = scenarioEventErrors(input.scenario);
    if (broken.length > 0) throw badRequest(broken.join('\n'), 'event_rules');
    await checkEventMedia(input.scenario);
    const normalised = asScenarioFile({
      ...input,
      scenario: input.scenario.map(normaliseEventForSave),
    });
    const { errors, warnings } = validateScenarioForSave(normalised.fileName, normalised.scenario);
    if (errors.length > 0) throw badRequest(errors[0]!);
    // Social and News events keep no answers: each one dropped is said (docs/editor-rules.md).
    return { normalised, warnings: [...droppedAnswerWarnings(input.scenario), ...warnings] };
  }

  /** The draft revision `file` is written at (create only: revision 1, never over a name). */
  async function writeDraft(file: ScenarioFile, by: string, savedAt: string, options: SaveOptions) {
    const name = file.fileName;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const current = await reader.current(name);
      if (options.createOnly && current)
        throw conflict(VERSION_MESSAGES.nameTaken('scenarios', name), 'name_taken');
      const at = current?.revision ?? 0;
      if (options.base !== undefined && options.base !== at)
        throw staleWrite('scenario', draftStamp(current));
      await reader.keepBase(name, current);
      const revision = at + 1;
      if (await drafts.insert({ name, revision, content: file, savedAt, savedBy: by }))
        return revision;
      if (options.createOnly)
        throw conflict(VERSION_MESSAGES.nameTaken('scenarios', name), 'name_taken');
      if (options.base !== undefined)
        throw staleWrite('scenario', draftStamp(await reader.current(name)));
    }
    throw staleWrite('scenario', draftStamp(await reader.current(name)));
  }

  /**
   * The documented saveFile: normalised, checked, kept as the draft and published at once
   * (hidden when Visible was refused), and kept as a version. Name errors stop the save;
   * warnings are answered with type 'warning' after saving.
   */
  async function save(
    input: ScenarioFile,
    by: string,
    options: SaveOptions = {},
  ): Promise<SavedScenario> {
    const { normalised, warnings } = await prepare(input);
    const check = publishCheckOf(normalised.scenario);
    // An imported file's own translations, else the draft's (docs/translations.md), are what
    // the check counts and what this publication makes live.
    const before = await scenarios.findByFileName(normalised.fileName);
    const translations = input.translations ?? before?.draftTranslations;
    const language = input.language ?? before?.language;
    const translated = translations
      ? { title: normalised.title, translations, ...(language ? { language } : {}) }
      : undefined;
    const readiness = scenarioReadiness(normalised.scenario, await library(), check, translated);
    const wanted = { visible: normalised.visible, anyway: options.publishAnyway === true };
    const publication = publicationOf(legacyGate(readiness), wanted);
    const file = { ...normalised, visible: publication.published };
    const savedAt = new Date(clock.now()).toISOString();
    const revision = await writeDraft(file, by, savedAt, options);
    const meta = { savedAt, savedBy: by, kind: 'published' as const };
    const version = await versions.add('scenarios', file.fileName, file, meta);
    const publishMeta = {
      updatedAt: savedAt,
      updatedBy: by,
      publishedVersion: version,
      publishedAt: savedAt,
    };
    const live = before?.draftTranslations;
    const stored = await scenarios.publish(file, publishMeta, revision, live);
    if (!stored) throw staleWrite('scenario', draftStamp(await reader.current(file.fileName)));
    if (input.translations !== undefined) {
      // An imported file brings its translations along, the draft's and the published.
      await scenarios.carryTranslations(file.fileName, input.translations, input.language);
    }
    const change = options.change ?? 'published';
    deps.onSaved?.({
      scenario: file.fileName,
      revision,
      savedBy: by,
      ...(typeof change === 'string'
        ? { change, version }
        : { change: 'restored', version: change.restoredFrom }),
    });
    const saved =
      options.message?.(version) ??
      `Scenario ${file.fileName} ${options.verb ?? 'saved'} (version ${version}).`;
    const lines = [...warnings, ...refusalLines(publication, normalised.visible)];
    const type = lines.length > 0 ? 'warning' : 'success';
    const stamp = { revision, updatedBy: by, updatedAt: savedAt };
    return { type, data: [saved, ...lines].join('\n'), check, publication, readiness, ...stamp };
  }

  /** The loaded draft against its publication. */
  async function publicationState(name: string, draft: Draft): Promise<DraftPublication> {
    const published = await scenarios.findByFileName(name);
    if (!published) return { version: null, publishedAt: null, changed: true };
    return {
      version: published.publishedVersion ?? null,
      publishedAt: published.publishedAt ?? published.updatedAt,
      changed:
        draft.revision !== (published.revision ?? 0) ||
        !isDeepStrictEqual(published.draftTranslations ?? {}, published.translations ?? {}),
    };
  }

  return {
    names: () => reader.names(),
    reader,
    prepare,
    /** One language's translation saved (null: removed) at the scenario's revision. */
    async saveTranslation(
      input: { fileName: string; language: Language; translation: ScenarioTranslation | null },
      by: string,
      version: number,
    ): Promise<Status & Required<Revised>> {
      const current = await scenarios.findByFileName(input.fileName);
      if (!current) throw notFound(`There is no scenario named ${input.fileName}.`);
      const original = originalLanguage(current);
      if (input.language === original) {
        throw badRequest(TRANSLATION_MESSAGES.original(original), 'unsupported_language');
      }
      const translations = { ...current.draftTranslations };
      if (input.translation === null) delete translations[input.language];
      else translations[input.language] = input.translation;
      const meta = { updatedAt: new Date(clock.now()).toISOString(), updatedBy: by };
      const stored = await scenarios.saveTranslations(input.fileName, translations, meta, version);
      if (!stored) {
        const now = await scenarios.findByFileName(input.fileName);
        throw staleWrite('scenario', { revision: now?.translationsVersion ?? 0 });
      }
      deps.onSaved?.({
        scenario: input.fileName,
        change: 'translations',
        revision: stored.translationsVersion ?? 0,
        language: input.language,
        savedBy: by,
      });
      const name = LANGUAGE_NAMES[input.language];
      const data =
        input.translation === null
          ? `${name} translation removed from the draft: publish the scenario to remove it for players.`
          : `${name} translation saved to the draft: publish the scenario to give it to players.`;
      return {
        type: 'success',
        data,
        revision: stored.translationsVersion ?? 0,
        updatedBy: stored.updatedBy ?? by,
        updatedAt: stored.updatedAt,
      };
    },
    save: (file: ScenarioFile, by: string, options: SaveOptions) => save(file, by, options),
    /** A stored version as a scenario file (its own name), or null. */
    async version(filename: string): Promise<ScenarioFile | null> {
      const version = await versions.find('scenarios', filename);
      return version && 'title' in version.content ? asScenarioFile(version.content) : null;
    },

    /**
     * As the editor opens it: the draft, response types inferred from the options
     * (docs/editor-rules.md), and the revision a save sends back. An old version opens with
     * the draft's revision, so saving it makes it the draft again.
     */
    async load(filename: string, withVersions = true) {
      const file = await find(filename, withVersions);
      const { events } = inferOnLoad(file);
      const draft = await reader.current(file.fileName);
      const published = draft ? await publicationState(file.fileName, draft) : undefined;
      const loaded: ScenarioFile & Revised = { ...file, scenario: events, ...draftStamp(draft) };
      // The draft's translations, with their own counter (docs/translations.md): kept beside
      // the draft's events, published with them.
      const stored = await scenarios.findByFileName(file.fileName);
      const translated = {
        ...(stored?.language === undefined ? {} : { language: stored.language }),
        ...(stored?.draftTranslations === undefined
          ? {}
          : { translations: stored.draftTranslations }),
        translationsVersion: stored?.translationsVersion ?? 0,
      };
      return { ...loaded, ...translated, ...(published ? { published } : {}) };
    },

    async remove(filename: string) {
      const removed = await scenarios.remove(filename);
      const drafted = await drafts.removeAll(filename);
      if (!removed && drafted === 0) throw notFound(`There is no scenario named ${filename}.`);
      return 'Scenario deleted';
    },

    /** Newest first; the one players get now (the last publication) marked `live`. */
    async versions(filename: string): Promise<ScenarioVersion[]> {
      const listed = await versions.list('scenarios', filename);
      const live = (await scenarios.findByFileName(filename))?.publishedVersion;
      return listed.map((version) =>
        version.filename === live ? { ...version, live: true } : version,
      );
    },

    /**
     * The stored file (the draft) as it is, ready to import elsewhere, with the scenario's
     * draft's translations and language (docs/translations.md): an import brings them along,
     * so an export and re-import loses none.
     */
    async exportFile(filename: string, withVersions = true): Promise<ScenarioFile> {
      const file = await find(filename, withVersions);
      const stored = await scenarios.findByFileName(file.fileName);
      const translations = stored?.draftTranslations;
      return {
        ...file,
        ...(stored?.language === undefined ? {} : { language: stored.language }),
        ...(translations === undefined ? {} : { translations }),
      };
    },

    async importFile(file: ScenarioFile, overwrite: boolean, by: string) {
      const existing = await reader.current(file.fileName);
      if (existing && !overwrite) {
        throw conflict(
          `A scenario named ${file.fileName} already exists. Import it with overwrite to replace it, or rename it in the file.`,
          'name_taken',
        );
      }
      return save(file, by, { verb: 'imported', change: 'imported' });
    },
  };
}
export type ScenariosService = ReturnType<typeof scenariosService>;
