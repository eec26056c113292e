import type { HtmlTagDescriptor, Plugin } from 'vite';
import { ACCOUNT_ROOT, APP_ROOT, PROTOCOL_ROOT, chunksOf, staticClosure } from './vite.chunks';

/** The meta tag naming the protocol chunk's files, for the start to fetch (src/shared/protocolLater.ts). */
export const PROTOCOL_FILES_META = 'dojo-protocol-files';

/** The meta tag naming what the account's chunk adds to the protocol's (src/shared/accountDefs.ts). */
export const ACCOUNT_FILES_META = 'dojo-account-files';

/**
 * index.html asks for the app's code (src/app.tsx, React and what else it imports) beside the
 * entry: every page needs it at once. The entry (src/main.tsx) loads it lazily, so that it can
 * start the first screen's calls and code before React's code arrives; without these links the
 * browser would first hear of it once the entry has run. The protocol's chunk
 * (src/shared/protocolDefs.ts: the schemas, zod) and what the account's (src/shared/
 * accountDefs.ts) adds to it are only named, each in a meta tag: the start asks for them at
 * once on most pages (an exercise link's for the protocol's alone), but on the catalogue only
 * once the first screen's code is here, so that their 34 KB do not share the phone's link with
 * that code (docs/ARCHITECTURE.md, "What the browser downloads").
 */
export function preloadApp(): Plugin {
  return {
    name: 'dojo-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return;
        const chunks = chunksOf(context.bundle);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closureOf = (root: string) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(root));
          if (!chunk) throw new Error(`preload: no chunk holds ${root}`);
          return [...staticClosure([chunk.fileName], byFile)];
        };
        // The chunks these modules are in (the chunk plan may put the app with React:
        // vite.chunks.ts), the app's first: it is the longest download.
        const app = closureOf(APP_ROOT);
        const protocol = closureOf(PROTOCOL_ROOT).filter((file) => !app.includes(file));
        const account = closureOf(ACCOUNT_ROOT).filter(
          (file) => !app.includes(file) && !protocol.includes(file),
        );
        const styles = [...app, ...protocol, ...account].flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        const absent = (file: string) => !html.includes(`/${file}"`);
        const tag = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        });
        return [
          ...app.filter(absent).map((file) => tag('modulepreload', file)),
          {
            tag: 'meta',
            attrs: { name: PROTOCOL_FILES_META, content: protocol.map((f) => `/${f}`).join(' ') },
            injectTo: 'head',
          },
          {
            tag: 'meta',
            attrs: { name: ACCOUNT_FILES_META, content: account.map((f) => `/${f}`).join(' ') },
            injectTo: 'head',
          },
          ...[...new Set(styles)].filter(absent).map((file) => tag('stylesheet', file)),
        ];
      },
    },
  };
}
