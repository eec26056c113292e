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
  type PublicationLibrary,
  type ScenarioFile,
  type ScenarioTranslation,
  type Status,
  type ScenarioVersion,
  VERSION_MESSAGES,
} from '@dojo/protocol';
import { badRequest, conflict, notFound } from '../../errors';
import type { ScenariosRepo } from './scenarios.repo';
import type { VersionsRepo } from './versions.repo';
import { publicationOf, publishCheckOf, refusalLines, type SavedScenario } from './publishCheck';
import { revisionStamp, staleWrite, type Revised } from '../../revisions/revisions';
import type { Clock } from '../../core/clock';
import { eventMediaCheck, type MediaKinds } from './eventMediaCheck';

const DETAIL_FIELDS = [
  'visible',
  'title',
  'subtitle',
  'description',
  'playtime',
  'maturity',
  'delegates',
  'competencies',
  'image',
  'learningPrograms',
  'level',
  'teams',
  'beta',
] as const;

/** Exactly the fields of a scenario file, whatever else a stored document or a body carries. */
function asScenarioFile(source: ScenarioFile): ScenarioFile {
  const details = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, source[field]]));
  return {
    ...(details as Omit<ScenarioFile, 'fileName' | 'scenario' | 'language' | 'translations'>),
    fileName: source.fileName,
    scenario: source.scenario,
    // Additive (docs/translations.md): absent in a save body, the stored ones are kept.
    ...(source.language === undefined ? {} : { language: source.language }),
    ...(source.translations === undefined ? {} : { translations: source.translations }),
  };
}

interface SaveOptions {
  verb?: string;
  base?: number;
  publishAnyway?: boolean;
  /** Only create: a scenario of that name (whatever its revision) answers 409, untouched. */
  createOnly?: boolean;
  /** The success line, given the new version's name. */
  message?: (version: string) => string;
}

/** Save, load, remove, version, export and import whole scenarios (docs/editor-rules.md). */
export function scenariosService(deps: {
  scenarios: ScenariosRepo;
  versions: VersionsRepo;
  /** The organisations and PDFs now, for the publication warnings (none without it). */
  library?: () => Promise<PublicationLibrary>;
  /** The library files among these names, with their kinds (event media are not checked without it). */
  mediaKinds?: MediaKinds;
  clock: Clock;
}) {
  const { scenarios, versions, clock } = deps;
  const checkEventMedia = eventMediaCheck(deps.mediaKinds);
  const library = deps.library ?? (async () => ({ organisations: [], pdfs: [] }));

  /**
   * The stored file: the current one, else a saved version ('<name>-v<n>') unless versions
   * are hidden from the caller (docs/editor-api.md, "Who sees versions").
   */
  async function find(filename: string, withVersions = true): Promise<ScenarioFile> {
    const current = await scenarios.findByFileName(filename);
    if (current) return asScenarioFile(current);
    const version = withVersions ? await versions.find('scenarios', filename) : null;
    if (version && 'title' in version.content) return asScenarioFile(version.content);
    throw notFound(`There is no scenario named ${filename}.`);
  }

  /**
   * Every save is normalised as the editor does it, checked, stored and kept as a version.
   * Name errors stop the save; warnings are answered with type 'warning' after saving.
   */
  async function save(
    input: ScenarioFile,
    by: string,
    options: SaveOptions = {},
  ): Promise<SavedScenario> {
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
    const check = publishCheckOf(normalised.scenario);
    const wanted = { visible: normalised.visible, anyway: options.publishAnyway === true };
    const translated = await translatedAs(normalised);
    const publication = publicationOf(normalised.scenario, check, await library(), wanted, {
      ...translated,
      title: normalised.title,
      scenario: normalised.scenario,
    });
    const file = { ...normalised, visible: publication.published };
    const savedAt = new Date(clock.now()).toISOString();
    const stamp = { updatedAt: savedAt, updatedBy: by };
    const stored = options.createOnly
      ? await scenarios.create(file, stamp)
      : await scenarios.save(file, stamp, options.base);
    if (!stored && options.createOnly)
      throw conflict(VERSION_MESSAGES.nameTaken('scenarios', file.fileName), 'name_taken');
    if (!stored)
      throw staleWrite('scenario', (await scenarios.findByFileName(file.fileName)) ?? {});
    const meta = { savedAt, savedBy: by };
    const version = await versions.add(
      'scenarios',
      file.fileName,
      { ...file, ...translated },
      meta,
    );
    const saved =
      options.message?.(version) ??
      `Scenario ${file.fileName} ${options.verb ?? 'saved'} (version ${version}).`;
    const dropped = droppedAnswerWarnings(input.scenario);
    const lines = [...dropped, ...warnings, ...refusalLines(publication, normalised.visible)];
    const revised = revisionStamp(stored);
    const type = lines.length > 0 ? 'warning' : 'success';
    return { type, data: [saved, ...lines].join('\n'), check, publication, ...revised };
  }

  /** A save's translations: its own (an import), else the stored scenario's. */
  async function translatedAs(
    file: ScenarioFile,
  ): Promise<Pick<ScenarioFile, 'language' | 'translations'>> {
    const stored =
      file.translations === undefined ? await scenarios.findByFileName(file.fileName) : null;
    const language = file.language ?? stored?.language;
    const translations = file.translations ?? stored?.translations;
    return {
      ...(language === undefined ? {} : { language }),
      ...(translations === undefined ? {} : { translations }),
    };
  }

  return {
    names: () => scenarios.names(),
    /** One language's translation saved (null: removed) at the scenario's revision. */
    async saveTranslation(
      input: { fileName: string; language: Language; translation: ScenarioTranslation | null },
      by: string,
      base: number,
    ): Promise<Status & Required<Revised>> {
      const current = await scenarios.findByFileName(input.fileName);
      if (!current) throw notFound(`There is no scenario named ${input.fileName}.`);
      const original = originalLanguage(current);
      if (input.language === original) {
        throw badRequest(TRANSLATION_MESSAGES.original(original), 'unsupported_language');
      }
      const translations = { ...current.translations };
      if (input.translation === null) delete translations[input.language];
      else translations[input.language] = input.translation;
      const meta = { updatedAt: new Date(clock.now()).toISOString(), updatedBy: by };
      const stored = await scenarios.saveTranslations(input.fileName, translations, meta, base);
      if (!stored)
        throw staleWrite('scenario', (await scenarios.findByFileName(input.fileName)) ?? {});
      const name = LANGUAGE_NAMES[input.language];
      const data =
        input.translation === null ? `${name} translation removed.` : `${name} translation saved.`;
      return { type: 'success', data, ...revisionStamp(stored) };
    },
    save: (file: ScenarioFile, by: string, options: SaveOptions) => save(file, by, options),
    /** A stored version as a scenario file (its own name), or null. */
    async version(filename: string): Promise<ScenarioFile | null> {
      const version = await versions.find('scenarios', filename);
      return version && 'title' in version.content ? asScenarioFile(version.content) : null;
    },

    /**
     * As the editor opens it: response types inferred from the options (docs/editor-rules.md), and
     * the revision a save sends back. An old version opens with the current revision, so
     * saving it restores it over the current one.
     */
    async load(filename: string, withVersions = true): Promise<ScenarioFile & Revised> {
      const file = await find(filename, withVersions);
      const { events } = inferOnLoad(file);
      const current = await scenarios.findByFileName(file.fileName);
      return { ...file, scenario: events, ...revisionStamp(current ?? {}) };
    },

    async remove(filename: string) {
      if (!(await scenarios.remove(filename))) {
        throw notFound(`There is no scenario named ${filename}.`);
      }
      return 'Scenario deleted';
    },

    versions: (filename: string): Promise<ScenarioVersion[]> =>
      versions.list('scenarios', filename),

    /** The stored file as it is, ready to import elsewhere. */
    exportFile: (filename: string, withVersions = true) => find(filename, withVersions),

    async importFile(file: ScenarioFile, overwrite: boolean, by: string) {
      const existing = await scenarios.findByFileName(file.fileName);
      if (existing && !overwrite) {
        throw conflict(
          `A scenario named ${file.fileName} already exists. Import it with overwrite to replace it, or rename it in the file.`,
          'name_taken',
        );
      }
      return save(file, by, { verb: 'imported' });
    },
  };
}
export type ScenariosService = ReturnType<typeof scenariosService>;
