import { preloadCharts } from './charts/lazyCharts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Print / Save: prints once the report is whole. The charts are lazy parts, so a print made
 * while their code is on the way would put "Loading the chart…" on paper: it waits for their
 * code, then (at most 2 s) for every lazy part inside `root` to have rendered, and the fonts.
 */
export async function printReport(root: HTMLElement | null): Promise<void> {
  await preloadCharts().catch(() => undefined);
  for (let frame = 0; frame < 120 && root?.querySelector('.area-loading-part'); frame += 1) {
    await nextFrame();
  }
  if ('fonts' in document) await document.fonts.ready;
  window.print();
}
