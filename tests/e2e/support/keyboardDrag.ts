import type { Locator, Page } from 'playwright-core';

/** Lets the page paint twice: dnd-kit measures the drop targets after a pick-up. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Presses `key` until `expected` appears (dnd-kit's live region, what a screen reader hears).
 * On a starved machine a key can land before the drag is measured and be ignored; pressing
 * again then makes the one move the test asked for.
 */
export async function pressUntil(page: Page, key: string, expected: Locator, tries = 3) {
  for (let attempt = 1; ; attempt += 1) {
    await nextFrames(page);
    await page.keyboard.press(key);
    try {
      await expected.waitFor({ state: 'attached', timeout: attempt < tries ? 5_000 : 30_000 });
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}
