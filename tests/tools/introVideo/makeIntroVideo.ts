/**
 * Makes the product's intro video (web/public/demo/intro.webm) and its captions (intro.vtt):
 * chromium draws the slides on a canvas and records them with MediaRecorder, then ffmpeg
 * re-encodes it small, with the duration and cues the recorder leaves out (so it can seek).
 *
 *   apt-get install -y chromium ffmpeg
 *   node --import tsx tests/tools/introVideo/makeIntroVideo.ts
 *
 * A tool for when the slides change, not part of the build: the outputs are committed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { captions, SLIDES, type Slide } from './slides';

const OUT = path.resolve(import.meta.dirname, '../../../web/public/demo');
const WIDTH = 1280;
const HEIGHT = 720;

interface Recording {
  slides: Slide[];
  width: number;
  height: number;
}

/** Runs in the page: draws each slide in turn and returns the recording as base64. */
async function record({ slides, width, height }: Recording): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const ink = context;
  const total = slides.reduce((sum, slide) => sum + slide.seconds, 0) * 1000;

  function wrap(text: string, maxWidth: number): string[] {
    const words = text.split(' ');
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (ink.measureText(next).width > maxWidth && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  function draw(elapsed: number) {
    let start = 0;
    let index = 0;
    while (
      index < slides.length - 1 &&
      elapsed >= start + (slides[index] as Slide).seconds * 1000
    ) {
      start += (slides[index] as Slide).seconds * 1000;
      index += 1;
    }
    const slide = slides[index] as Slide;
    const local = (elapsed - start) / (slide.seconds * 1000);
    const fade = Math.min(1, local * 6, (1 - local) * 8);
    ink.fillStyle = '#071322';
    ink.fillRect(0, 0, width, height);
    const glow = ink.createRadialGradient(width * 0.8, 0, 0, width * 0.8, 0, width * 0.7);
    glow.addColorStop(0, 'rgba(45, 212, 191, 0.18)');
    glow.addColorStop(1, 'rgba(45, 212, 191, 0)');
    ink.fillStyle = glow;
    ink.fillRect(0, 0, width, height);
    ink.globalAlpha = Math.max(0, fade);
    const left = 120;
    ink.fillStyle = '#2dd4bf';
    ink.font = '600 30px sans-serif';
    ink.fillText(slide.kicker.toUpperCase(), left, 230);
    ink.fillStyle = '#e6edf5';
    ink.font = '700 64px sans-serif';
    let y = 310;
    for (const line of wrap(slide.title, width - 2 * left)) {
      ink.fillText(line, left, y);
      y += 76;
    }
    ink.fillStyle = '#9fb3c8';
    ink.font = '400 34px sans-serif';
    y += 20;
    for (const line of slide.lines) {
      ink.fillText(line, left, y);
      y += 48;
    }
    ink.globalAlpha = 1;
    ink.fillStyle = '#17304f';
    ink.fillRect(0, height - 10, width, 10);
    ink.fillStyle = '#2dd4bf';
    ink.fillRect(0, height - 10, (width * elapsed) / total, 10);
  }

  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp9',
    videoBitsPerSecond: 400_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  const began = performance.now();
  draw(0);
  recorder.start(1000);
  await new Promise<void>((resolve) => {
    const frame = () => {
      const elapsed = performance.now() - began;
      draw(Math.min(elapsed, total));
      if (elapsed >= total + 200) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function main() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-intro-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // tsx names functions with a helper the page does not have.
    await page.evaluate('window.__name = (target) => target');
    const base64 = await page.evaluate(record, { slides: SLIDES, width: WIDTH, height: HEIGHT });
    const raw = path.join(profile, 'raw.webm');
    fs.writeFileSync(raw, Buffer.from(base64, 'base64'));
    // Re-encoded: still slides compress far below the recorder's bitrate, and the file gets
    // its duration and cues.
    execFileSync('ffmpeg', [
      ...['-y', '-loglevel', 'error', '-i', raw],
      ...['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-deadline', 'good', '-cpu-used', '4'],
      ...['-row-mt', '1', '-an', path.join(OUT, 'intro.webm')],
    ]);
    fs.writeFileSync(path.join(OUT, 'intro.vtt'), captions());
    console.log(
      `wrote ${path.join(OUT, 'intro.webm')} (${fs.statSync(path.join(OUT, 'intro.webm')).size} bytes) and intro.vtt`,
    );
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

await main();
