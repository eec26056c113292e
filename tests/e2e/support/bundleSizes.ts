/**
 * What the browser downloads per area, read from Vite's manifest (web/dist/.vite/manifest.json,
 * written by `npm run build`): the page's entry chunk, the app's (web/src/app.tsx, which the
 * entry loads at once) and the area's lazy chunk, and every chunk they import statically, gzipped as the server sends them (zlib's default level). Parts an
 * area loads only when used (charts, the rich text editor, drag and drop, the socket client)
 * are counted apart, as `laterJsGzipBytes`. See docs/ARCHITECTURE.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** web/dist, or WEB_DIST: a build made elsewhere (`vite build --outDir /tmp/x`) to measure. */
export const DIST = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * The player's first load: at most 100 KB (KiB, as every KB in docs/performance.md) gzipped.
 * It measured 150.3 KB (153,883 bytes) before zod and the protocol's schemas left it (they
 * now arrive in a chunk of their own, fetched alongside: web/src/shared/protocolDefs.ts),
 * then 119.3 KB (122,210 bytes), and 119.7 KB before react-router left it (the player's
 * screens render in a tree of their own: web/src/playerApp.tsx). See docs/performance.md,
 * "What the browser downloads" and "Issue 36, session 14".
 */
export const PLAYER_JS_BUDGET = 100 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * react-router's app (the router and the routes): every page loads it at start but an exercise
 * link's, whose first screen renders without it (web/src/playerApp.tsx).
 */
const ROUTER = 'src/routerApp.tsx';

/** Each area's first screen, by the source module its route loads lazily. */
export const AREAS = {
  player: ['src/player/PlayerPage.tsx'],
  portal: [ROUTER, 'src/portal/PortalLayout.tsx', 'src/portal/PortalTabPage.tsx'],
  /** The Exercise Library's first load (`/`, `/exercises`): without react-router (catalogueApp.tsx). */
  catalogue: ['src/portal/catalogue/CatalogueScreen.tsx'],
  editor: [ROUTER, 'src/editor/EditorArea.tsx', 'src/editor/scenario/ScenarioEditor.tsx'],
  admin: [ROUTER, 'src/editor/EditorArea.tsx', 'src/admin/AdminSection.tsx'],
  facilitator: [ROUTER, 'src/facilitator/FacilitatorPage.tsx'],
} as const;
export type Area = keyof typeof AREAS;

export interface AreaSize {
  area: Area;
  /** Chunks downloaded, entry first. */
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Every chunk the area can load later, on first use of a lazy part. */
  later: string[];
  laterJsGzipBytes: number;
}

/** Every area loads the app with the entry (web/src/main.tsx), and the protocol's chunk. */
const APP = 'src/app.tsx';
export const PROTOCOL_DEFS = 'src/shared/protocolDefs.ts';
/** The account's calls: every page but a player's fetches them beside the protocol's chunk. */
export const ACCOUNT_DEFS = 'src/shared/accountDefs.ts';

function readBuildFile<T>(dist: string, name: string): T {
  const file = path.join(dist, '.vite', name);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export function readManifest(dist = DIST): Manifest {
  const manifest = readBuildFile<Manifest>(dist, 'manifest.json');
  // A module the build put into a shared chunk has no key of its own in the manifest: the
  // build's chunks.json names its chunk (web/vite.chunks.ts), and its key is that chunk's.
  const chunkOf = readBuildFile<Record<string, string>>(dist, 'chunks.json');
  for (const root of new Set([APP, PROTOCOL_DEFS, ACCOUNT_DEFS, ...Object.values(AREAS).flat()])) {
    if (manifest[root]) continue;
    const key = Object.keys(manifest).find((name) => manifest[name]!.file === chunkOf[root]);
    if (!key) throw new Error(`the build put ${root} in no chunk the manifest names`);
    manifest[root] = manifest[key]!;
  }
  return manifest;
}

/**
 * The files of `roots` and of everything they import (statically, or also lazily; exported
 * for the bundle test's static walks). A chunk can
 * have two keys (readManifest), so files are what is compared, and `skip` holds files.
 */
export function graph(
  manifest: Manifest,
  roots: readonly string[],
  lazily = false,
  skip = new Set<string>(),
): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    if (seen.has(chunk.file) || skip.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports?.forEach(visit);
    if (lazily) chunk.dynamicImports?.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

const gzipSize = (dist: string, file: string) =>
  gzipSync(fs.readFileSync(path.join(dist, file))).length;

export function areaSize(area: Area, manifest = readManifest(), dist = DIST): AreaSize {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const files = [...graph(manifest, [entry, APP, ...AREAS[area]])];
  const chunkOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const css = new Set(files.flatMap((file) => chunkOf.get(file)!.css ?? []));
  // The entry, the shell and the router's routes lazily reach every area: only what this
  // area's own chunks reach counts, with the protocol's chunk and the socket client, which
  // every page fetches (the protocol's at start, the socket client when the area opens its
  // socket), and the account's, which every page but a player's fetches at start.
  const socketClient = Object.keys(manifest).filter((key) => key.includes('/socket.io-client/'));
  const base = graph(manifest, [entry, APP, ROUTER]);
  const atStart = area === 'player' ? [PROTOCOL_DEFS] : [PROTOCOL_DEFS, ACCOUNT_DEFS];
  const later = [
    ...graph(manifest, [...AREAS[area], ...atStart, ...socketClient], true, base),
  ].filter((file) => !files.includes(file));
  const sum = (list: Iterable<string>) =>
    [...list].reduce((total, file) => total + gzipSize(dist, file), 0);
  return {
    area,
    files,
    jsGzipBytes: sum(files),
    cssGzipBytes: sum(css),
    later,
    laterJsGzipBytes: sum(later),
  };
}

/** The protocol's chunk (zod and the schemas), gzipped: every page fetches it at start. */
export function protocolGzipBytes(manifest = readManifest(), dist = DIST): number {
  return gzipSize(dist, manifest[PROTOCOL_DEFS]!.file);
}

export function allAreaSizes(): AreaSize[] {
  const manifest = readManifest();
  return (Object.keys(AREAS) as Area[]).map((area) => areaSize(area, manifest));
}
