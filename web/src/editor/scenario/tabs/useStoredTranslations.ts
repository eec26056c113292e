import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { scenarioCalls, type ScenarioFile, type TranslatedScenario } from '@dojo/protocol';
import { callApi } from '../../../shared/api';
import { queryKeys } from '../../../shared/query';
import { useEditorToken } from '../../../shared/session';

/**
 * The saved scenario as stored (its draft, translations and publication), read again whenever
 * an author stores a change of it (liveDrafts.ts). Undefined for a scenario never saved, or
 * while it loads.
 */
export function useStoredScenario(fileName: string, saved: boolean) {
  const token = useEditorToken();
  const query = useQuery({
    queryKey: queryKeys.editor.scenarioFile(fileName, token),
    queryFn: () => callApi(scenarioCalls.loadFile, { filename: fileName, token }),
    enabled: saved && fileName !== '',
  });
  return saved ? query.data : undefined;
}

/**
 * The saved scenario's translations, which the server's publish counts (docs/translations.md):
 * the editor's pre-publish check counts the same, so it lists what publishing would list. The
 * Translations view reads and updates the same cache entry. Undefined for a scenario never
 * saved, or while it loads.
 */
export function useStoredTranslations(
  stored: ScenarioFile | undefined,
  title: string,
): TranslatedScenario | undefined {
  // One object while nothing changes: the check is worked out again only when it does.
  return useMemo(
    () =>
      stored?.translations
        ? { title, translations: stored.translations, language: stored.language }
        : undefined,
    [stored, title],
  );
}
