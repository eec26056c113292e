import { useQuery } from '@tanstack/react-query';
import type { PortalScenario } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { errorText } from '../../shared/i18n/errorText';
import { queryKeys } from '../../shared/query';
import { catalogueRead, takeEarlyCatalogue } from './earlyCatalogue';

export type CatalogueStatus = 'loading' | 'ready' | 'failed';

const NONE: PortalScenario[] = [];

/**
 * The public catalogue, shared by the library, the scenario pages and the NDA screen: read
 * once a session; `retry` reads it again.
 */
export function useCatalogue() {
  const query = useQuery({
    queryKey: queryKeys.catalogue(),
    queryFn: async ({ signal }) =>
      // The first read may already be on its way, started with the app (./earlyCatalogue.ts).
      (await (takeEarlyCatalogue() ?? callApi(catalogueRead(), {}, { signal }))).filter(
        (scenario) => scenario.visible,
      ),
    staleTime: Infinity,
  });
  const status: CatalogueStatus = query.isSuccess ? 'ready' : query.isError ? 'failed' : 'loading';
  return {
    status,
    scenarios: query.data ?? NONE,
    error: query.isError ? errorText(query.error) : null,
    retry: () => void query.refetch(),
  };
}

/** The library's two lists: exercises, and the learning modules shown apart. */
export function splitCatalogue(scenarios: readonly PortalScenario[]) {
  return {
    exercises: scenarios.filter((scenario) => !scenario.learningPrograms),
    learningModules: scenarios.filter((scenario) => scenario.learningPrograms),
  };
}
