import { useEffect, useState } from 'react';
import { scenarioCalls, type PublicationLibrary } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useStaffSession } from '../../shared/session';

/**
 * The organisations and PDF kinds the one pre-publish check reads (`publishLibrary`), read
 * when a screen that needs it opens; null until it arrives (or when it could not be read).
 */
export function usePublishLibrary(): PublicationLibrary | null {
  const token = useStaffSession((state) => state.editorToken) ?? '';
  const [library, setLibrary] = useState<PublicationLibrary | null>(null);
  useEffect(() => {
    let live = true;
    callApi(scenarioCalls.publishLibrary, { token }).then(
      (answer) => live && setLibrary(answer),
      () => live && setLibrary(null),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return library;
}
