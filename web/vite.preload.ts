import type { HtmlTagDescriptor, Plugin } from 'vite';
import { APP_ROOT, PROTOCOL_ROOT, chunksOf, staticClosure } from './vite.chunks';

/**
 * index.html asks for the app's code (src/app.tsx, React and what else it imports) and the
 * protocol's chunk (src/shared/protocolDefs.ts: the schemas, zod) beside the entry: every page
 * needs both at once. The entry (src/main.tsx) loads them lazily, so that it can start the
 * first screen's calls and code before React's code arrives; without these links the browser
 * would first hear of them once the entry has run (docs/ARCHITECTURE.md, "What the browser
 * downloads").
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
        // The chunks these modules are in (the chunk plan may put the app with React:
        // vite.chunks.ts), the app's first: it is the longest download.
        const roots = [APP_ROOT, PROTOCOL_ROOT].map((root) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(root));
          if (!chunk) throw new Error(`preload: no chunk holds ${root}`);
          return chunk.fileName;
        });
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = [...new Set(roots.flatMap((root) => [...staticClosure([root], byFile)]))];
        const styles = files.flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        const absent = (file: string) => !html.includes(`/${file}"`);
        const tag = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        });
        return [
          ...files.filter(absent).map((file) => tag('modulepreload', file)),
          ...[...new Set(styles)].filter(absent).map((file) => tag('stylesheet', file)),
        ];
      },
    },
  };
}
