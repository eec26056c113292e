import type { ScenarioFile } from '@dojo/protocol';
import type { ScenariosRepo } from './scenarios.repo';
import type { ScenarioDraftsRepo } from './scenarioDrafts.repo';

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
export function asScenarioFile(source: ScenarioFile): ScenarioFile {
  const details = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, source[field]]));
  return {
    ...(details as Omit<ScenarioFile, 'fileName' | 'scenario' | 'language' | 'translations'>),
    fileName: source.fileName,
    scenario: source.scenario,
  };
}

/** The author's working copy at one revision. */
export interface Draft {
  content: ScenarioFile;
  revision: number;
  savedAt: string;
  savedBy: string;
  /** No draft record yet: the published file stands for the draft. */
  fromPublished?: boolean;
}

/**
 * Reads drafts (docs/editor-api.md, "Drafts and publishing"). A scenario without a stored
 * draft (every scenario saved before drafts existed) has the published file as its draft,
 * at the published revision: no migration, the draft starts equal to what is published.
 */
export function draftReader(deps: { scenarios: ScenariosRepo; drafts: ScenarioDraftsRepo }) {
  const { scenarios, drafts } = deps;
  return {
    async current(name: string): Promise<Draft | null> {
      const [latest, published] = await Promise.all([
        drafts.latest(name),
        scenarios.findByFileName(name),
      ]);
      const publishedRevision = published?.revision ?? 0;
      if (latest && (!published || latest.revision >= publishedRevision)) {
        const { content, revision, savedAt, savedBy } = latest;
        return { content: asScenarioFile(content), revision, savedAt, savedBy };
      }
      if (!published) return null;
      return {
        content: asScenarioFile(published),
        revision: publishedRevision,
        savedAt: published.updatedAt,
        savedBy: published.updatedBy ?? '',
        fromPublished: true,
      };
    },
    /**
     * Before the first draft of a scenario stored before drafts is written over it, its
     * published file is kept as the draft at its revision: the base a second author's
     * save (loaded before) merges from.
     */
    async keepBase(name: string, draft: Draft | null): Promise<void> {
      if (!draft?.fromPublished) return;
      const { content, revision, savedAt, savedBy } = draft;
      await drafts.insert({ name, revision, content, savedAt, savedBy });
    },
    /** The draft at `revision` (a save's base), or null when it is no longer kept. */
    async at(name: string, revision: number): Promise<ScenarioFile | null> {
      const draft = await drafts.at(name, revision);
      if (draft) return asScenarioFile(draft.content);
      const published = await scenarios.findByFileName(name);
      return published && (published.revision ?? 0) === revision ? asScenarioFile(published) : null;
    },
    /** Every scenario name: published ones and drafts never published. */
    async names(): Promise<string[]> {
      const names = new Set([...(await scenarios.names()), ...(await drafts.names())]);
      return [...names].sort();
    },
  };
}
export type DraftReader = ReturnType<typeof draftReader>;
