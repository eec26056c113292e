import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 level AA, with every earlier level and version it includes. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

interface AxeOptions {
  /** CSS selectors axe should leave out: only for content that is not ours (none today). */
  exclude?: readonly string[];
}

/** How long the check waits for what is moving on the page to come to rest. */
const SETTLE_MS = 2_000;

/**
 * Lets the page's finite CSS animations and transitions end (a fade in or out would be checked
 * half-faded: its text against its background at the colour of the moment), for at most
 * SETTLE_MS. Endless ones (a spinner) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    SETTLE_MS,
  );
}

/**
 * Runs axe-core on what the page shows once it has come to rest, with the WCAG 2.2 AA rules, and fails the test
 * with every violation (rule, impact, the help text and the elements) when there is one.
 * `label` names the screen in the failure, e.g. 'player: alert'. Call it once the screen has
 * settled (after the heading or control the test waits for).
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  options: AxeOptions = {},
): Promise<void> {
  const analyze = async () => {
    await animationsSettled(page);
    let builder = new AxeBuilder({ page }).withTags([...WCAG_22_AA]);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    return (await builder.analyze()).violations;
  };
  // A change that starts while axe reads the page (a toast beginning to fade out on a slow
  // machine) is seen half-way; a real violation is still there once the page is at rest again.
  const first = await analyze();
  if (first.length === 0) return;
  const violations = await analyze();
  if (violations.length === 0) return;
  const lines = violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      )
      .join('\n');
    const more =
      violation.nodes.length > 5 ? `\n      … and ${violation.nodes.length - 5} more` : '';
    return `  ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n${nodes}${more}`;
  });
  throw new Error(`Accessibility violations on ${label} (${page.url()}):\n${lines.join('\n')}`);
}
