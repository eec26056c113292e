import { scenarioCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { createListStore, useList } from '../listStore';

/** The media library's names, shared by the pickers and the upload screens of one session. */
export const useMediaStore = createListStore((token) => callApi(scenarioCalls.images, { token }));

/** The media library, read on first use; `reload` reads it again after an upload. */
export function useMediaLibrary() {
  const { items, ...library } = useList(useMediaStore);
  return { ...library, names: items };
}
