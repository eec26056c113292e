import { scenarioCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { createListStore, useList, type ListStore } from '../listStore';

const byName = (names: string[]) =>
  [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));

/**
 * The saved names the editor picks from: scenarios, sections and PDFs (PDFs in name order).
 * Media and organisations come from the stores of the media and organisation screens.
 */
export const LIBRARY = {
  files: createListStore((token) => callApi(scenarioCalls.files, { token })),
  sections: createListStore((token) => callApi(scenarioCalls.sections, { token })),
  pdfs: createListStore((token) => callApi(scenarioCalls.pdf, { token }).then(byName)),
} satisfies Record<string, ListStore<string>>;

export type LibraryName = keyof typeof LIBRARY;

/** One saved list, read on first use with the editor's token. */
export function useLibrary(name: LibraryName) {
  return useList(LIBRARY[name]);
}
