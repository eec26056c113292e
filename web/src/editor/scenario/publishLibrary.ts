import { useQuery } from '@tanstack/react-query';
import { scenarioCalls, type PublicationLibrary } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { queryKeys } from '../../shared/query';
import { useEditorToken } from '../../shared/session';

/**
 * The organisations and PDF kinds the one pre-publish check reads (`publishLibrary`), read
 * again when a screen that needs it opens; null until it arrives (or when it could not be read).
 */
export function usePublishLibrary(): PublicationLibrary | null {
  const token = useEditorToken();
  const query = useQuery({
    queryKey: queryKeys.editor.publishLibrary(token),
    queryFn: () => callApi(scenarioCalls.publishLibrary, { token }),
  });
  return query.data ?? null;
}
