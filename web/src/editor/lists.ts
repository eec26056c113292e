import { useQuery, type QueryKey } from '@tanstack/react-query';
import { organisationCalls, scenarioCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../shared/api';
import { queryClient, queryKeys } from '../shared/query';
import { useEditorToken } from '../shared/session';

export type LoadState = 'loading' | 'ready' | 'failed';

/**
 * A list the editor reads through the query cache once a session (per token) and again after
 * a change (docs/web.md, "Server data"): `key` names it (from queryKeys), `read` asks the server.
 */
export interface EditorList<T> {
  key(token: string): QueryKey;
  read(token: string): Promise<T[]>;
}

const byName = (names: string[]) =>
  [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));

/**
 * The saved lists the editor picks from: organisations with their personas, the media library,
 * and the saved scenario, section and PDF names (PDFs in name order).
 */
export const EDITOR_LISTS = {
  organisations: list(queryKeys.editor.organisations, (token) =>
    callApi(organisationCalls.getOrganisations, { token }),
  ),
  media: list(queryKeys.editor.media, (token) => callApi(scenarioCalls.mediaLibrary, { token })),
  files: list(queryKeys.editor.files, (token) => callApi(scenarioCalls.files, { token })),
  sections: list(queryKeys.editor.sections, (token) => callApi(scenarioCalls.sections, { token })),
  pdfs: list(queryKeys.editor.pdfs, (token) => callApi(scenarioCalls.pdf, { token }).then(byName)),
};

function list<T>(key: (token: string) => QueryKey, read: (token: string) => Promise<T[]>) {
  return { key, read } satisfies EditorList<T>;
}

export type ListName = keyof typeof EDITOR_LISTS;
export type ItemOf<N extends ListName> =
  (typeof EDITOR_LISTS)[N] extends EditorList<infer T> ? T : never;

/** One list as a screen shows it; `reload` reads it again. */
export interface Listing<T> {
  items: T[];
  state: LoadState;
  error: string | null;
  reload(): Promise<void>;
}

const NONE: never[] = [];

/** The list, read on first use with the editor's token. A later failure keeps what was read. */
export function useList<N extends ListName>(name: N): Listing<ItemOf<N>> {
  const token = useEditorToken();
  const list = EDITOR_LISTS[name] as EditorList<ItemOf<N>>;
  const query = useQuery({
    queryKey: list.key(token),
    queryFn: () => list.read(token),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
  return {
    items: query.data ?? NONE,
    state: query.data !== undefined ? 'ready' : query.isError ? 'failed' : 'loading',
    error: query.data === undefined && query.isError ? errorMessage(query.error) : null,
    reload: async () => {
      await query.refetch();
    },
  };
}

/** The list as read so far in this session (empty before its first read). */
export function listedNow<N extends ListName>(name: N, token: string): ItemOf<N>[] {
  return queryClient.getQueryData<ItemOf<N>[]>(EDITOR_LISTS[name].key(token)) ?? [];
}

/**
 * After a change: every session's copy is read again, the one on screen at once, the others
 * when next shown. A read under way is dropped, so a slow early read cannot undo the change.
 */
export async function listChanged(name: ListName): Promise<void> {
  const queryKey = EDITOR_LISTS[name].key('').slice(0, -1);
  // A first read still under way is not replaced by invalidating alone: cancel it first.
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
}

/** Reads the list again now and answers it (the upload's new names); never throws. */
export async function readListAgain<N extends ListName>(
  name: N,
  token: string,
): Promise<ItemOf<N>[]> {
  const list = EDITOR_LISTS[name] as EditorList<ItemOf<N>>;
  const queryKey = list.key(token);
  try {
    if (queryClient.getQueryState(queryKey)) await listChanged(name);
    else await queryClient.fetchQuery({ queryKey, queryFn: () => list.read(token) });
  } catch {
    // The failure shows where the list is shown; the caller keeps what was read before.
  }
  return listedNow(name, token);
}
