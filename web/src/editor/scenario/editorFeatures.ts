import { useQuery } from '@tanstack/react-query';
import { scenarioCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { queryKeys } from '../../shared/query';
import { useEditorToken } from '../../shared/session';

/**
 * Whether the signed-in editor sees Previous Versions (docs/scenario-editor.md, "Who sees
 * Previous Versions"): asked of the server once per token, since the server decides (and
 * refuses the versions calls to the one account it is hidden from). Null until answered, so
 * the entry never flashes up for that account; a failed read keeps it hidden.
 */
export function usePreviousVersionsShown(): boolean | null {
  const token = useEditorToken();
  const query = useQuery({
    queryKey: queryKeys.editor.features(token),
    queryFn: () => callApi(scenarioCalls.editorFeatures, { token }),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
  return query.data?.previousVersions ?? null;
}
