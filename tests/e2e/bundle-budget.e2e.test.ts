import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEFS,
  allAreaSizes,
  DIST,
  graph,
  PLAYER_JS_BUDGET,
  PROTOCOL_DEFS,
  readManifest,
} from './support/bundleSizes';

/** What each area downloads, read from the build's manifest (docs/ARCHITECTURE.md). */
describe('what the browser downloads', () => {
  const sizes = allAreaSizes();
  const player = sizes.find((size) => size.area === 'player')!;

  it("keeps the player's first load within 100 KB of gzipped JavaScript", () => {
    expect(player.jsGzipBytes).toBeGreaterThan(0);
    expect(player.jsGzipBytes).toBeLessThanOrEqual(PLAYER_JS_BUDGET);
  });

  it("leaves react-router out of the player's and the library's first load: they render without it", () => {
    const read = (file: string) => fs.readFileSync(path.join(DIST, file), 'utf8');
    // react-router's production build keeps its hooks' messages.
    const router = /may be used only in the context of a <Router> component/;
    const withRouter = Object.values(readManifest())
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && router.test(read(file)));
    expect(withRouter.length).toBeGreaterThan(0);
    expect(player.files.filter((file) => withRouter.includes(file))).toEqual([]);
    const catalogue = sizes.find((size) => size.area === 'catalogue')!;
    expect(catalogue.files.length).toBeGreaterThan(0);
    expect(catalogue.files.filter((file) => withRouter.includes(file))).toEqual([]);
    const portal = sizes.find((size) => size.area === 'portal')!;
    expect(portal.files.filter((file) => withRouter.includes(file))).not.toEqual([]);
  });

  it("leaves zod and the protocol's schemas out of the player's and the portal's first load", () => {
    const manifest = readManifest();
    const defs = manifest[PROTOCOL_DEFS]!.file;
    // zod's chunk is whichever holds its error class (its name survives minifying).
    const withZod = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => fs.readFileSync(path.join(DIST, file), 'utf8').includes('`$ZodError`'));
    expect(withZod.length).toBeGreaterThan(0);
    // The catalogue's intro shows while the chunk that checks the catalogue's answer downloads.
    const portal = sizes.find((size) => size.area === 'portal')!;
    const catalogue = sizes.find((size) => size.area === 'catalogue')!;
    for (const area of [player, portal, catalogue]) {
      const schemas = area.files.filter((file) => file === defs || withZod.includes(file));
      expect(schemas, area.area).toEqual([]);
    }
  });

  it('leaves the charts, the rich text editor and drag and drop out of every first load', () => {
    for (const size of sizes) {
      const heavy = size.files.filter((file) =>
        /CategoricalChart|BarChart|PieChart|RichTextEditor|core\.esm/.test(file),
      );
      // The scenario editor sorts its events by dragging: drag and drop is its first screen.
      const allowed = size.area === 'editor' ? heavy.filter((f) => !f.includes('core.esm')) : heavy;
      expect(allowed, `${size.area} loads ${allowed.join(', ')}`).toEqual([]);
    }
  });

  it("loads no language's catalogue with any first load: each is a chunk of its own (docs/languages.md)", () => {
    const catalogue = /dojo-catalogue/;
    for (const size of sizes) {
      expect(
        size.files.filter((file) => catalogue.test(file)),
        size.area,
      ).toEqual([]);
    }
    const chunks = Object.values(readManifest()).filter((chunk) => catalogue.test(chunk.file));
    expect(chunks).toHaveLength(4);
  });

  it("fetches the player's first screen in a few scripts: each costs a phone a round trip", () => {
    const manifest = readManifest();
    const files = new Set(player.files);
    const visit = (key: string) => {
      const chunk = manifest[key]!;
      if (files.has(chunk.file) && key !== PROTOCOL_DEFS) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    // Its first load, and the protocol's chunk it asks for at start (web/vite.chunks.ts).
    visit(PROTOCOL_DEFS);
    // 38 before the chunk plan (docs/performance.md, "The player's first seconds"), 17 before
    // the start, the shell and the protocol's chunk were each one. 10 on 29 Nov (two small
    // chunks of protocol modules the player or the portal share with the protocol's chunk),
    // 8 since those go with the start, 7 since the protocol's chunk holds everything it needs
    // (web/vite.chunks.ts).
    expect(files.size).toBeLessThanOrEqual(7);
  });

  it("runs the app's start before React's code arrives, and asks for that code, not the protocol's, in index.html", () => {
    const manifest = readManifest();
    const read = (file: string) => fs.readFileSync(path.join(DIST, file), 'utf8');
    const [entryKey] = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    // React's production build links its error codes to react.dev.
    const withReact = [...graph(manifest, [entryKey!])].filter((file) =>
      read(file).includes('react.dev/errors'),
    );
    expect(withReact).toEqual([]);
    // Every page needs the app at once: the page asks for it before the entry has run.
    const html = read('index.html');
    const app = graph(manifest, ['src/app.tsx']);
    for (const file of app) expect(html, file).toContain(`href="/${file}"`);
    // The protocol's chunk it only names: the catalogue's first screen asks for it once its own
    // code is here, other pages as they start (web/src/firstScreen.ts).
    const named = /<meta name="dojo-protocol-files" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const protocol = [...graph(manifest, [PROTOCOL_DEFS])].filter((file) => !app.has(file));
    expect(protocol).toContain(manifest[PROTOCOL_DEFS]!.file);
    expect(named.split(' ').sort()).toEqual(protocol.map((file) => `/${file}`).sort());
    for (const file of protocol) expect(html, file).not.toContain(`href="/${file}"`);
    // And what the account's chunk adds to it, apart: a player's pages never ask for it.
    const accountNamed = /<meta name="dojo-account-files" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const account = [...graph(manifest, [ACCOUNT_DEFS])].filter(
      (file) => !app.has(file) && !protocol.includes(file),
    );
    expect(account).toContain(manifest[ACCOUNT_DEFS]!.file);
    expect(accountNamed.split(' ').sort()).toEqual(account.map((file) => `/${file}`).sort());
    for (const file of account) expect(html, file).not.toContain(`href="/${file}"`);
  });

  it("keeps the customer's account calls out of a player's pages, at first or later", () => {
    const manifest = readManifest();
    const read = (file: string) => fs.readFileSync(path.join(DIST, file), 'utf8');
    // A portal call's route is in the account's chunk (src/shared/accountDefs.ts) and nowhere
    // a player's page downloads.
    const portalCall = '/api/loginCustomer';
    expect(read(manifest[ACCOUNT_DEFS]!.file)).toContain(portalCall);
    const withCall = [...player.files, ...player.later].filter((file) =>
      read(file).includes(portalCall),
    );
    expect(withCall).toEqual([]);
  });

  it("asks for the language's catalogue by a preload link, at once, as the start's first request", () => {
    // A lazy chunk with no preload list is fetched by its bare import(), which leaves only once
    // the start's task has ended, after the first screen's code (web/vite.config.ts).
    const read = (file: string) => fs.readFileSync(path.join(DIST, file), 'utf8');
    const scripts = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
    const importers = scripts.filter((file) =>
      read(`assets/${file}`).includes('import(`./_dojo-catalogue_en-'),
    );
    expect(importers.length).toBeGreaterThan(0);
    // Vite's preload list for it, empty (`[]`) when it names no chunk.
    const bare = /import\(`\.\/_dojo-catalogue_en-[\w-]+\.js`\),\[\]\)/;
    const withoutLink = importers.filter((file) => bare.test(read(`assets/${file}`)));
    expect(withoutLink).toEqual([]);
  });

  it('gives the player none of the other areas, at first or later', () => {
    expect(player.files.filter((file) => /Editor|Admin|Portal|Facilitator/.test(file))).toEqual([]);
    // The portal's own chunk and its screens; a chunk named for the player and the portal
    // holds only what both use (web/vite.chunks.ts).
    const otherAreas =
      /\/(portal|tabScreens|Dashboard|Reports|Learners|Editor|Admin|Facilitator)\w*-/;
    expect(player.later.filter((file) => otherAreas.test(file))).toEqual([]);
  });

  it('writes a smaller Brotli and gzip copy of every script and style, for the server to send', () => {
    const assets = path.join(DIST, 'assets');
    const texts = fs.readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
    const sizeOf = (file: string) => fs.statSync(path.join(assets, file)).size;
    // Copies are left out only where compressing gains nothing (web/vite.compress.ts).
    const worthIt = texts.filter((file) => sizeOf(file) > 1024);
    expect(worthIt.length).toBeGreaterThan(50);
    for (const file of worthIt) {
      for (const suffix of ['.br', '.gz']) {
        expect(fs.existsSync(path.join(assets, file + suffix)), file + suffix).toBe(true);
        expect(sizeOf(file + suffix), file + suffix).toBeLessThan(sizeOf(file));
      }
      expect(sizeOf(`${file}.br`), file).toBeLessThanOrEqual(sizeOf(`${file}.gz`));
    }
  });
});
