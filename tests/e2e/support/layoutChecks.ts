import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Words broken across two lines inside `selector` (e.g. "Artem/is"): each word's text range
 * is measured, and a word whose boxes sit on more than one line is listed.
 */
export async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(css)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Screen-reader-only text (a chart's table) is not laid out for the eye.
        if (node.parentElement?.closest('.visually-hidden')) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const lines = new Set(rects.map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

/**
 * Elements inside `selector` whose box reaches past the viewport's right edge (screen-reader
 * only parts left out), and the page itself when it is wider than the viewport.
 */
export async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    // Even a hidden part that widens the page makes the whole page scroll sideways.
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) out.push(`the page: ${pageWidth} px wide`);
    for (const root of document.querySelectorAll(css)) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (element.closest('.visually-hidden')) continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 0.5)
          out.push(
            `${element.tagName.toLowerCase()}.${element.className}: ${Math.round(box.right)}`,
          );
      }
    }
    return out;
  }, selector);
}

export interface PdfPage {
  width: number;
  height: number;
  /** Dark pixels (gray < 200) above the footer band, i.e. the page's own content. */
  inkAboveFooter: number;
  file: string;
}

/**
 * Renders every page of a PDF with poppler's pdftoppm (grayscale, 40 dpi) into `dir`, as
 * PNG to look at and PGM to count ink: a page with no ink above its footer is blank.
 */
export function renderPdfPages(pdf: Uint8Array, name: string, dir = os.tmpdir()): PdfPage[] {
  const work = fs.mkdtempSync(path.join(dir, `${name}-`));
  const file = path.join(work, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '40', '-png', file, path.join(work, 'page')]);
  execFileSync('pdftoppm', ['-r', '40', '-gray', file, path.join(work, 'gray')]);
  const grays = fs
    .readdirSync(work)
    .filter((entry) => entry.startsWith('gray') && entry.endsWith('.pgm'))
    .sort();
  return grays.map((entry) => {
    const bytes = fs.readFileSync(path.join(work, entry));
    // Binary PGM: "P5\n<width> <height>\n255\n" then one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error(`not a PGM: ${entry}`);
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = bytes.subarray(header[0].length);
    // The footer band (page numbers) is the bottom 18 mm of 297 mm.
    const footerTop = Math.floor(height * (1 - 18 / 297));
    let ink = 0;
    for (let index = 0; index < footerTop * width; index += 1) if (pixels[index]! < 200) ink += 1;
    return {
      width,
      height,
      inkAboveFooter: ink,
      file: path.join(work, entry.replace('gray', 'page').replace('.pgm', '.png')),
    };
  });
}

/**
 * Elements showing text of their own that is cut off (docs/languages.md): wider content
 * than their box (`scrollWidth > clientWidth`), screen-reader-only parts left out. Long
 * German words at 390 px are what this catches.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.visually-hidden, [hidden], script, style')) continue;
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!/\p{L}/u.test(ownText) || element.getClientRects().length === 0) continue;
      // A 1 px box is the screen-reader-only pattern (text kept out of sight on purpose).
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        clipped.push(
          `${element.tagName.toLowerCase()}.${element.className}: "${ownText.slice(0, 40)}" ` +
            `${element.scrollWidth} > ${element.clientWidth}`,
        );
      }
    }
    return clipped;
  });
}
