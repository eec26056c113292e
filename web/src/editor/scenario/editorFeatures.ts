import { create } from 'zustand';
import { scenarioCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';

/**
 * Whether the signed-in editor sees Previous Versions (docs/scenario-editor.md, "Who sees
 * Previous Versions"): asked of the server once per token, since the server decides (and
 * refuses the versions calls to the one account it is hidden from). Unknown until answered,
 * so the entry never flashes up for that account.
 */
interface EditorFeaturesState {
  token: string | null;
  previousVersions: boolean | null;
  load(token: string): Promise<void>;
}

export const useEditorFeatures = create<EditorFeaturesState>()((set, get) => ({
  token: null,
  previousVersions: null,
  async load(token) {
    if (!token || get().token === token) return;
    set({ token, previousVersions: null });
    try {
      const features = await callApi(scenarioCalls.editorFeatures, { token });
      if (get().token === token) set({ previousVersions: features.previousVersions });
    } catch {
      // Unknown: keep the entry hidden; the calls themselves still answer for the server.
      if (get().token === token) set({ token: null });
    }
  },
}));
