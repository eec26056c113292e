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
 * What a first screen asks for as it starts, besides the entry: the player's page, the
 * portal's, and the protocol's chunk every page fetches at start (web/src/main.tsx).
 */
const FIRST_SCREEN_ROOTS: Record<string, readonly string[]> = {
  player: ['src/player/PlayerPage.tsx', 'src/player/main/Announcer.tsx'],
  portal: ['src/portal/PortalLayout.tsx', 'src/portal/PortalTabPage.tsx'],
  protocol: ['src/shared/protocolDefs.ts'],
};

type Plan = Record<string, string>;

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** The files of `from` and of every chunk they import statically. */
function staticClosure(from: readonly string[], byFile: Map<string, OutputChunk>): Set<string> {
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
 * Names each shared chunk's modules by who loads the chunk in this build: the first screens
 * that need it at once ("player", "portal", "protocol") and whether the player's later parts
 * need it ("player-later"). Chunks with the same name are needed by the same first screens, so
 * they can be one. Other areas' later parts are not told apart: they may load a little more
 * than they use. Left alone: the entry's chunks, every route or lazy part's own chunk (loaded
 * by name), and chunks no first screen needs. A chunk's imports are loaded by everyone who
 * loads it, so a planned chunk only imports planned chunks with more loaders: no cycles.
 */
function planOf(bundle: OutputBundle): Plan {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('chunk plan: the build has no entry chunk');
  const skip = staticClosure([entry.fileName], byFile);
  const screenOf = new Map<string, string>();
  for (const [screen, roots] of Object.entries(FIRST_SCREEN_ROOTS)) {
    for (const root of roots) screenOf.set(path.join(WEB, root), screen);
  }
  const loaders = new Map<string, Set<string>>();
  for (const lazy of chunks.filter((chunk) => chunk.isDynamicEntry)) {
    skip.add(lazy.fileName);
    // The player's later parts are told apart: a phone downloads them mid-exercise.
    const who =
      screenOf.get(lazy.facadeModuleId ?? '') ??
      (areaOf(lazy) === 'player' ? 'player-later' : 'later');
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
  const plan: Plan = {};
  for (const chunk of chunks) {
    const who = loaders.get(chunk.fileName);
    if (skip.has(chunk.fileName) || !who) continue;
    const name = [...who]
      .filter((loader) => loader !== 'later')
      .sort()
      .join('+');
    if (!name || name === 'player-later') continue;
    for (const id of chunk.moduleIds) {
      // Libraries too (zod goes with the schemas built on it, TanStack Query with the
      // portal); react is in the entry's chunks, never planned.
      if (!id.startsWith('\0')) plan[id] = name;
    }
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
