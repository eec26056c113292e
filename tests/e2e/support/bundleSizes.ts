/**
 * What the browser downloads per area, read from Vite's manifest (web/dist/.vite/manifest.json,
 * written by `npm run build`): the page's entry chunk plus the area's lazy chunk and every chunk
 * either imports statically, gzipped. Lazy parts an area loads only when used (charts, the rich
 * text editor, drag and drop) are not counted. See docs/ARCHITECTURE.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/** The player's first load must stay under this many gzipped bytes of JavaScript. */
export const PLAYER_JS_BUDGET = 150 * 1024;

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
}

export function readManifest(dist = DIST): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest keys of `roots` and everything they import statically. */
function staticGraph(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

const gzipSize = (dist: string, file: string) =>
  gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

export function areaSize(area: Area, manifest = readManifest(), dist = DIST): AreaSize {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const keys = staticGraph(manifest, [entry, ...AREAS[area]]);
  const files = [...keys].map((key) => manifest[key]!.file);
  const css = new Set([...keys].flatMap((key) => manifest[key]!.css ?? []));
  const sum = (list: Iterable<string>) =>
    [...list].reduce((total, file) => total + gzipSize(dist, file), 0);
  return { area, files, jsGzipBytes: sum(files), cssGzipBytes: sum(css) };
}

export function allAreaSizes(): AreaSize[] {
  const manifest = readManifest();
  return (Object.keys(AREAS) as Area[]).map((area) => areaSize(area, manifest));
}
