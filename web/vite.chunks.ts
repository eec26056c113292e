import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const WEB = path.dirname(fileURLToPath(import.meta.url));

/**
 * The chunk plan: which of our modules go together, measured on a first build of the same
 * sources (`npm run build` runs `vite build --mode plan` first). Kept out of the output.
 */
export const CHUNK_PLAN = path.join(WEB, 'node_modules/.dojo/chunk-plan.json');

/**
 * What a first screen asks for as it starts, besides the entry and the app: the player's page,
 * the portal's, the library's (its first load, without react-router), react-router's app
 * (every page but an exercise link's and the library's first load), the
 * protocol's chunk every page fetches at start (web/src/main.tsx), and the account's, which
 * every page but an exercise link's fetches beside it.
 */
const FIRST_SCREEN_ROOTS: Record<string, readonly string[]> = {
  player: ['src/player/PlayerPage.tsx', 'src/player/main/Announcer.tsx'],
  portal: ['src/portal/PortalLayout.tsx', 'src/portal/PortalTabPage.tsx'],
  catalogue: ['src/portal/catalogue/CatalogueScreen.tsx'],
  router: ['src/routerApp.tsx'],
  protocol: ['src/shared/protocolDefs.ts'],
  account: ['src/shared/accountDefs.ts'],
};

/** The protocol's chunk: every page fetches it at start (web/src/main.tsx). */
export const PROTOCOL_ROOT = path.join(WEB, FIRST_SCREEN_ROOTS.protocol![0]!);

/** The account's chunk: every page but an exercise link's fetches it beside the protocol's. */
export const ACCOUNT_ROOT = path.join(WEB, FIRST_SCREEN_ROOTS.account![0]!);

/** The entry's module: the app's start. */
const ENTRY_ROOT = path.join(WEB, 'src/main.tsx');

/** The app (React, the router, the layout): the entry loads it at once, beside the first screen. */
export const APP_ROOT = path.join(WEB, 'src/app.tsx');

type Plan = Record<string, string>;

/**
 * A chunk of the protocol's this small (minified) goes with the start (`planOf`): 2 KB is a
 * few hundred gzipped bytes in every first load, against a round trip on a phone (150 ms).
 */
const SMALL_PROTOCOL_PIECE_BYTES = 2_048;

export function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** The files of `from` and of every chunk they import statically. */
export function staticClosure(
  from: readonly string[],
  byFile: Map<string, OutputChunk>,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/** A lazy part's audience: the folder under src/ it lives in (player, portal, editor…). */
function areaOf(chunk: OutputChunk): string {
  const relative = path.relative(path.join(WEB, 'src'), chunk.facadeModuleId ?? '');
  const area = relative.split(path.sep)[0];
  return area && !area.startsWith('..') ? area : 'lib';
}

/**
 * Names each chunk's modules by who loads the chunk in this build, so that a page's first load
 * is a few chunks instead of dozens: on a phone's connection each costs a round trip, and a
 * browser asks six at a time (docs/performance.md, "The player's first seconds").
 * - "start": the entry's own imports (web/src/main.tsx), in one chunk beside it.
 * - "shell": the app (web/src/app.tsx): React, the router, the layout; every page loads it
 *   with the entry. What of it the protocol's chunk also needs goes with the start.
 * - otherwise the first screens that need it at once ("player", "portal", and "protocol": the
 *   protocol's chunk, web/src/shared/protocolDefs.ts, which every page fetches at start), and
 *   whether the player's later parts need it ("player-later"; not told apart when the player's
 *   first screen needs it too). Chunks with the same name are needed by the same first
 *   screens, so they can be one. Other areas' later parts are not told apart: they may load a
 *   little more than they use.
 * Left alone: every other lazy part's own chunk (loaded by name), and chunks no first screen
 * needs. A chunk's imports are loaded by everyone who loads it, so a named chunk only imports
 * chunks named by more loaders, or the start's or the shell's: no cycles.
 */
function planOf(bundle: OutputBundle): Plan {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('chunk plan: the build has no entry chunk');
  const app = chunks.find((chunk) => chunk.facadeModuleId === APP_ROOT);
  if (!app) throw new Error('chunk plan: no chunk is the app (src/app.tsx)');
  const plan: Plan = {};
  const name = (file: string, as: string) => {
    for (const id of byFile.get(file)?.moduleIds ?? []) {
      // Libraries too (zod goes with the schemas built on it, TanStack Query with the
      // portal, React with the shell), and the bundler's own helpers.
      plan[id] = as;
    }
  };
  // The entry's own modules (index.html's and main.tsx) stay the entry: the manifest still
  // names it. Everything they import is the start's.
  const start = staticClosure([entry.fileName], byFile);
  for (const file of start) name(file, 'start');
  for (const id of [entry.facadeModuleId, ENTRY_ROOT]) if (id) delete plan[id];
  // What the protocol's chunk needs of the app's goes with the start: the schemas can then
  // be read while React's code is still downloading.
  const protocol = chunks.find((chunk) => chunk.facadeModuleId === PROTOCOL_ROOT);
  if (!protocol)
    throw new Error('chunk plan: no chunk is the protocol (src/shared/protocolDefs.ts)');
  const forProtocol = staticClosure(protocol.imports, byFile);
  const shell = staticClosure([app.fileName], byFile);
  for (const file of shell) {
    if (!start.has(file)) name(file, forProtocol.has(file) ? 'start' : 'shell');
  }
  const screenOf = new Map<string, string>();
  for (const [screen, roots] of Object.entries(FIRST_SCREEN_ROOTS)) {
    for (const root of roots) screenOf.set(path.join(WEB, root), screen);
  }
  const loaders = new Map<string, Set<string>>();
  for (const lazy of chunks.filter((chunk) => chunk.isDynamicEntry)) {
    const screen = screenOf.get(lazy.facadeModuleId ?? '');
    if (screen) name(lazy.fileName, screen);
    // The player's later parts are told apart: a phone downloads them mid-exercise.
    const who = screen ?? (areaOf(lazy) === 'player' ? 'player-later' : 'later');
    for (const file of staticClosure(lazy.imports, byFile)) {
      const known = loaders.get(file) ?? new Set();
      known.add(who);
      loaders.set(file, known);
    }
  }
  for (const root of screenOf.keys()) {
    if (!chunks.some((chunk) => chunk.facadeModuleId === root)) {
      throw new Error(`chunk plan: no chunk is the route ${root}`);
    }
  }
  for (const chunk of chunks) {
    const who = loaders.get(chunk.fileName);
    if (!who || start.has(chunk.fileName) || shell.has(chunk.fileName)) continue;
    if (chunk.isDynamicEntry) continue; // loaded by name (a first screen's is named above)
    // Every page fetches the protocol's chunk at start, so what it needs arrives at start
    // anyway: a small piece of it that needs nothing the start lacks goes with the start, a
    // round trip fewer for every first screen that needs it too.
    const small = chunk.code.length <= SMALL_PROTOCOL_PIECE_BYTES;
    if (who.has('protocol') && small && chunk.imports.every((file) => start.has(file))) {
      name(chunk.fileName, 'start');
      continue;
    }
    // And the protocol's chunk itself holds everything else it needs (zod, the shared
    // schemas), whoever else needs it too (the account's chunk, a player's later part): they
    // have it anyway, and a phone asks for one file instead of one per set of loaders.
    if (who.has('protocol')) {
      name(chunk.fileName, 'protocol');
      continue;
    }
    // Every page but an exercise link's and the library's first load loads the router's chunk
    // at start, so what it needs that neither of those first screens does goes with it:
    // react-router itself, in one round trip. (The exercise's later parts that need it are the
    // router's own pages.)
    if (who.has('router') && !who.has('player') && !who.has('catalogue')) {
      name(chunk.fileName, 'router');
      continue;
    }
    // The player's later parts are not told apart from its first screen, which loads the
    // chunk anyway; they are from the portal's, whose code they must not get.
    // The library's first screen is a part of the portal's: what the player's shares with the
    // portal's goes in one chunk for both, which the library loads too (a few hundred bytes it
    // does not use, against a round trip more for every player).
    const withPlayer = (who.has('player') || who.has('player-later')) && who.has('portal');
    const label = [...who]
      .filter((loader) => loader !== 'later' && !(loader === 'player-later' && who.has('player')))
      .filter((loader) => !(loader === 'catalogue' && withPlayer))
      .sort()
      .join('+');
    if (label && label !== 'player-later') name(chunk.fileName, label);
  }
  return plan;
}

/** In `--mode plan`: writes the plan the real build groups by. */
export function chunkPlanWriter(): Plugin {
  return {
    name: 'dojo-chunk-plan',
    apply: (_config, env) => env.command === 'build' && env.mode === 'plan',
    generateBundle(_options, bundle) {
      mkdirSync(path.dirname(CHUNK_PLAN), { recursive: true });
      writeFileSync(CHUNK_PLAN, JSON.stringify(planOf(bundle), null, 1));
    },
  };
}

/**
 * Our modules a first screen needs, in a few chunks instead of dozens (docs/performance.md,
 * "The player's first seconds"): on a phone's connection each chunk costs a round trip, and a
 * browser asks six at a time. Each module goes to the chunk named by the first screens that
 * needed it in the plan's build, so a screen still downloads only what it uses, and a chunk
 * only imports chunks named by more screens (no two import each other). Without a plan (a
 * bare `vite build`, the plan pass itself) the bundler splits as it likes.
 */
export function firstScreenChunks(mode: string): CodeSplittingGroup[] {
  if (mode === 'plan' || !existsSync(CHUNK_PLAN)) return [];
  const plan = JSON.parse(readFileSync(CHUNK_PLAN, 'utf8')) as Plan;
  // Before the libraries' own groups (react, zod): a library goes with the code that loads it.
  return [{ name: (id) => plan[id] ?? null, includeDependenciesRecursively: false, priority: 1 }];
}

/**
 * `.vite/chunks.json` beside the manifest: the chunk each of our modules went into, as
 * `src/...` → `assets/...`. The manifest names a lazily loaded module's chunk only while the
 * chunk is the module's own, and the plan puts the first screens' pages in shared chunks;
 * the bundle budget check and the browser bench find an area's chunks here
 * (tests/e2e/support/bundleSizes.ts).
 */
export function chunkMapWriter(): Plugin {
  return {
    name: 'dojo-chunk-map',
    apply: (_config, env) => env.command === 'build' && env.mode !== 'plan',
    generateBundle(_options, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const chunk of chunksOf(bundle)) {
        for (const id of chunk.moduleIds) {
          const relative = path.relative(WEB, id);
          if (relative.startsWith('src' + path.sep)) chunkOf[relative] = chunk.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(chunkOf, null, 1),
      });
    },
  };
}
