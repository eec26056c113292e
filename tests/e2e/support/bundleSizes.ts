/**
 * What the browser downloads per area, read from Vite's manifest (web/dist/.vite/manifest.json,
 * written by `npm run build`): the page's entry chunk plus the area's lazy chunk and every chunk
 * either imports statically, gzipped as the server sends them (zlib's default level). Parts an
 * area loads only when used (charts, the rich text editor, drag and drop, the socket client)
 * are counted apart, as `laterJsGzipBytes`. See docs/ARCHITECTURE.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * The player's first load: at most 120 KB (KiB, as every KB in docs/performance.md) gzipped.
 * It measured 150.3 KB (153,883 bytes) before zod and the protocol's schemas left it (they
 * now arrive in a chunk of their own, fetched alongside: web/src/shared/protocolDefs.ts),
 * then 119.3 KB (122,210 bytes). See docs/performance.md, "What the browser downloads".
 */
export const PLAYER_JS_BUDGET = 120 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each area's first screen, by the source module its route loads lazily. */
export const AREAS = {
  player: ['src/player/PlayerPage.tsx'],
  portal: ['src/portal/PortalLayout.tsx', 'src/portal/PortalTabPage.tsx'],
  editor: ['src/editor/EditorArea.tsx', 'src/editor/scenario/ScenarioEditor.tsx'],
  admin: ['src/editor/EditorArea.tsx', 'src/admin/AdminSection.tsx'],
  facilitator: ['src/facilitator/FacilitatorPage.tsx'],
} as const;
export type Area = keyof typeof AREAS;

export interface AreaSize {
  area: Area;
  /** Chunks downloaded, entry first. */
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Every chunk the area can load later, on first use of a lazy part. */
  laterJsGzipBytes: number;
}

export function readManifest(dist = DIST): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest keys of `roots` and everything they import (statically, or also lazily). */
function graph(
  manifest: Manifest,
  roots: readonly string[],
  lazily = false,
  skip = new Set<string>(),
): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    seen.add(key);
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
  const keys = graph(manifest, [entry, ...AREAS[area]]);
  const files = [...keys].map((key) => manifest[key]!.file);
  const css = new Set([...keys].flatMap((key) => manifest[key]!.css ?? []));
  // The entry lazily reaches every area: only what this area's own chunks reach counts, and
  // the socket client, which the entry fetches when the area opens its socket.
  const socketClient = Object.keys(manifest).filter((key) => key.includes('/socket.io-client/'));
  const later = [...graph(manifest, [...AREAS[area], ...socketClient], true, new Set([entry]))]
    .filter((key) => !keys.has(key))
    .map((key) => manifest[key]!.file);
  const sum = (list: Iterable<string>) =>
    [...list].reduce((total, file) => total + gzipSize(dist, file), 0);
  return {
    area,
    files,
    jsGzipBytes: sum(files),
    cssGzipBytes: sum(css),
    laterJsGzipBytes: sum(later),
  };
}

export function allAreaSizes(): AreaSize[] {
  const manifest = readManifest();
  return (Object.keys(AREAS) as Area[]).map((area) => areaSize(area, manifest));
}
