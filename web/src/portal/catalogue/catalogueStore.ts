import { create } from 'zustand';
import { portalCalls, type PortalScenario } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';

export type CatalogueStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface CatalogueState {
  status: CatalogueStatus;
  scenarios: PortalScenario[];
  error: string | null;
  /** Loads the catalogue once; `force` reloads it (Retry). */
  load(force?: boolean): Promise<void>;
}

/** The public catalogue, shared by the library and the scenario pages. */
export const useCatalogue = create<CatalogueState>()((set, get) => ({
  status: 'idle',
  scenarios: [],
  error: null,
  async load(force = false) {
    const { status } = get();
    if (status === 'loading' || (status === 'ready' && !force)) return;
    set({ status: 'loading', error: null });
    try {
      const scenarios = await callApi(portalCalls.getPortalScenarios, {});
      set({ status: 'ready', scenarios: scenarios.filter((scenario) => scenario.visible) });
    } catch (error) {
      set({ status: 'failed', error: errorMessage(error) });
    }
  },
}));

/** The library's two lists: exercises, and the learning modules shown apart. */
export function splitCatalogue(scenarios: readonly PortalScenario[]) {
  return {
    exercises: scenarios.filter((scenario) => !scenario.learningPrograms),
    learningModules: scenarios.filter((scenario) => scenario.learningPrograms),
  };
}
