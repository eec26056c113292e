import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogues' folder: one JSON file of ICU messages per language (docs/languages.md). */
const CATALOGUES = fileURLToPath(new URL('./src/shared/i18n/catalogues/', import.meta.url));
const PREFIX = 'virtual:dojo-catalogue/';
const RESOLVED = '\0dojo-catalogue:';

/**
 * `import('virtual:dojo-catalogue/de')` answers the German catalogue with every message
 * compiled by Lingui at build time, so the browser ships Lingui's small runtime and no ICU
 * parser, and each language is a chunk of its own loaded only when it is the active one.
 */
export function linguiCatalogues(): Plugin {
  return {
    name: 'dojo-lingui-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const language = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`No catalogue for "${language}"`);
      const file = `${CATALOGUES}${language}.json`;
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessageOrThrow(message)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
