import {
  DRAFT_MESSAGES,
  READINESS_MESSAGES,
  mergeScenario,
  type PublicationLibrary,
  type ResponseOf,
  type ScenarioFile,
  type scenarioCalls,
} from '@dojo/protocol';
import { scenarioReadiness } from '@dojo/scheduler';
import { AppError, notFound } from '../../errors';
import { staleWrite } from '../../revisions/revisions';
import type { Clock } from '../../core/clock';
import type { ScenariosRepo } from './scenarios.repo';
import type { ScenarioDraftsRepo } from './scenarioDrafts.repo';
import type { VersionsRepo } from './versions.repo';
import { asScenarioFile, type DraftReader } from './scenarioDraft';
import { publishCheckOf, type SavedScenario } from './publishCheck';
import { draftStamp } from './scenarios.service';
import type { PushSaved } from './savedPush';

type Published = ResponseOf<typeof scenarioCalls.publishScenario>;
type Named = ResponseOf<typeof scenarioCalls.saveNamedVersion>;

/** How often a draft save re-merges when another save takes its revision first. */
const ATTEMPTS = 8;

/**
 * The author's drafts (docs/editor-api.md, "Drafts and publishing"): a draft save keeps no
 * version and changes nothing players or the catalogue see; publishing makes the draft the
 * version they get, after the one pre-publish check; a named version keeps the draft.
 */
export function draftsService(deps: {
  scenarios: ScenariosRepo;
  drafts: ScenarioDraftsRepo;
  versions: VersionsRepo;
  reader: DraftReader;
  prepare: (file: ScenarioFile) => Promise<{ normalised: ScenarioFile; warnings: string[] }>;
  library: () => Promise<PublicationLibrary>;
  clock: Clock;
  /** A draft stored, published or kept as a version: the other open editors are told at once. */
  onSaved?: PushSaved;
}) {
  const { scenarios, drafts, versions, reader, clock } = deps;

  /** The draft's translations the check counts (docs/translations.md); none: no rule runs. */
  async function translatedOf(name: string, title: string) {
    const stored = await scenarios.findByFileName(name);
    if (!stored?.draftTranslations) return undefined;
    return { title, translations: stored.draftTranslations, language: stored.language };
  }
  const now = () => new Date(clock.now()).toISOString();

  /**
   * What is stored given this author's copy: theirs unchanged, else (a save based on an older
   * revision) both authors' changes merged per field and event; a real clash answers 409
   * `edit_clash` with both values, nothing written.
   */
  async function resolve(name: string, mine: ScenarioFile, base: number | undefined) {
    const current = await reader.current(name);
    const at = current?.revision ?? 0;
    await reader.keepBase(name, current);
    if (base === undefined || base === at) return { at, file: mine, merged: false };
    if (!current || base > at) throw staleWrite('scenario', draftStamp(current));
    const baseFile = await reader.at(name, base);
    if (!baseFile) throw staleWrite('scenario', draftStamp(current));
    const { merged, clashes } = mergeScenario(baseFile, current.content, mine);
    if (clashes.length > 0) {
      throw new AppError('edit_clash', DRAFT_MESSAGES.clash(clashes.length), {
        clashes,
        merged,
        revision: at,
      });
    }
    return { at, file: asScenarioFile(merged), merged: true };
  }

  return {
    /** The organisations and PDF kinds the check reads, for the editor's own run of it. */
    library: () => deps.library(),

    async save(input: ScenarioFile, by: string, base?: number): Promise<SavedScenario> {
      const { normalised, warnings } = await deps.prepare(input);
      const name = normalised.fileName;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const { at, file, merged } = await resolve(name, normalised, base);
        const savedAt = now();
        const revision = at + 1;
        const stored = await drafts.insert({ name, revision, content: file, savedAt, savedBy: by });
        if (!stored) continue;
        deps.onSaved?.({ scenario: name, change: 'draft', revision, savedBy: by });
        const check = publishCheckOf(file.scenario);
        const readiness = scenarioReadiness(
          file.scenario,
          await deps.library(),
          check,
          await translatedOf(name, file.title),
        );
        const saved = merged ? DRAFT_MESSAGES.merged(name) : DRAFT_MESSAGES.saved(name);
        return {
          type: warnings.length > 0 ? 'warning' : 'success',
          data: [saved, ...warnings].join('\n'),
          check,
          readiness,
          ...(merged ? { merged: file } : {}),
          revision,
          updatedBy: by,
          updatedAt: savedAt,
        };
      }
      throw staleWrite('scenario', draftStamp(await reader.current(name)));
    },

    /** The draft goes live: refused (400 publish_refused, every error a line) unless ready. */
    async publish(name: string, by: string, base?: number): Promise<Published> {
      const draft = await reader.current(name);
      if (!draft) throw notFound(DRAFT_MESSAGES.noDraft(name));
      if (base !== undefined && base !== draft.revision)
        throw staleWrite('scenario', draftStamp(draft));
      const translated = await translatedOf(name, draft.content.title);
      const readiness = scenarioReadiness(
        draft.content.scenario,
        await deps.library(),
        undefined,
        translated,
      );
      if (!readiness.ready) {
        const lines = [READINESS_MESSAGES.refused, ...readiness.errors];
        throw new AppError('publish_refused', lines.join('\n'), { readiness });
      }
      const savedAt = now();
      const meta = { savedAt, savedBy: by, kind: 'published' as const };
      const version = await versions.add('scenarios', name, draft.content, meta);
      const publishMeta = {
        updatedAt: savedAt,
        updatedBy: by,
        publishedVersion: version,
        publishedAt: savedAt,
      };
      // The draft's translations go live with it, like every other change.
      const live = translated?.translations;
      const stored = await scenarios.publish(draft.content, publishMeta, draft.revision, live);
      if (!stored) throw staleWrite('scenario', draftStamp(await reader.current(name)));
      const { revision } = draft;
      deps.onSaved?.({ scenario: name, change: 'published', revision, version, savedBy: by });
      return {
        type: readiness.warnings.length > 0 ? 'warning' : 'success',
        data: [DRAFT_MESSAGES.published(name, version), ...readiness.warnings].join('\n'),
        version,
        readiness,
        ...draftStamp(draft),
      };
    },

    /** Keeps the draft as a named version (listed in Previous Versions); publishes nothing. */
    async keep(name: string, label: string, by: string, base?: number): Promise<Named> {
      const draft = await reader.current(name);
      if (!draft) throw notFound(DRAFT_MESSAGES.noDraft(name));
      if (base !== undefined && base !== draft.revision)
        throw staleWrite('scenario', draftStamp(draft));
      const meta = { savedAt: now(), savedBy: by, kind: 'named' as const, label: label.trim() };
      const version = await versions.add('scenarios', name, draft.content, meta);
      const { revision } = draft;
      deps.onSaved?.({ scenario: name, change: 'named', revision, version, savedBy: by });
      const data = DRAFT_MESSAGES.named(name, version, label.trim());
      return { type: 'success', data, version, ...draftStamp(draft) };
    },
  };
}
export type DraftsService = ReturnType<typeof draftsService>;
