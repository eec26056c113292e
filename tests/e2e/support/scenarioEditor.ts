import type { Locator, Page } from 'playwright-core';
import { pressUntil } from './keyboardDrag';

/** How the scenario-editor browser tests fill in the event editor, one part at a time. */

export interface EventSpec {
  type: 'Email' | 'Social' | 'News' | 'Alert';
  organisation: string;
  persona: string;
  subject?: string;
  content: string;
  pdf?: string;
  response?: 'none' | 'text' | 'option' | 'reorder' | 'checkbox' | 'random' | 'form';
  /** Option texts; for option and random rows, with where each leads. */
  options?: { text: string; next?: string }[];
  form?: string;
  correct?: string[];
  team?: boolean;
  /** Times as typed into the minutes-and-seconds inputs ('2:00', '0:10'). */
  timeLimit?: string;
  next?: string;
  delay?: string;
  displayAfter?: string;
  early?: { seconds: string; next: string };
  social?: {
    likes: string;
    retweets: string;
    comment: { organisation: string; persona: string; content: string };
  };
}

const RESPONSE_LABELS = {
  none: 'None (no answer)',
  text: 'Free text',
  option: 'Option (choose one)',
  reorder: 'Reorder (put in order)',
  checkbox: 'Checkbox (choose several)',
  random: 'Random (choose one, shuffled)',
  form: 'Form (a PDF form)',
} as const;

const ROW_NAMES = {
  option: 'Option',
  random: 'Option',
  checkbox: 'Checkbox',
  reorder: 'Step',
} as const;

export function eventEditor(page: Page): Locator {
  return page.getByRole('region', { name: /^Event \d+/ });
}

export async function openEvent(page: Page, id: string) {
  await page
    .getByRole('list', { name: /^Events of section/ })
    .getByRole('button', { name: new RegExp(`^#${id} `) })
    .click();
  await eventEditor(page)
    .getByRole('heading', { name: new RegExp(`^Event ${id}\\b`) })
    .waitFor();
}

/** Fills every field the spec names, then presses Save. */
export async function fillEvent(page: Page, spec: EventSpec) {
  const editor = eventEditor(page);
  const sender = editor.getByRole('group', { name: 'Sender' });
  await sender.getByLabel('Type').selectOption(spec.type);
  await sender.getByLabel('Organisation').selectOption(spec.organisation);
  await sender.getByLabel('Persona').selectOption(spec.persona);
  const message = editor.getByRole('group', { name: 'Message' });
  if (spec.subject) await message.getByLabel('Subject').fill(spec.subject);
  await message.getByLabel('Content').fill(spec.content);
  if (spec.pdf) await message.getByLabel('PDF', { exact: true }).selectOption(spec.pdf);

  const response = editor.getByRole('group', { name: 'Response' });
  const type = spec.response ?? 'none';
  // Social and News take no answer: their Response type stays None, disabled.
  if (spec.response) {
    await response.getByLabel('Response type').selectOption({ label: RESPONSE_LABELS[type] });
  }
  if (type === 'form' && spec.form)
    await response.getByLabel('Form', { exact: true }).selectOption(spec.form);
  if (type in ROW_NAMES && spec.options) {
    const name = ROW_NAMES[type as keyof typeof ROW_NAMES];
    for (const [index, option] of spec.options.entries()) {
      if (index > 0)
        await response.getByRole('button', { name: `Add ${name.toLowerCase()}` }).click();
      await response.getByLabel(`${name} ${index + 1}`, { exact: true }).fill(option.text);
      if (option.next) {
        await response
          .getByLabel(`Next for ${name.toLowerCase()} ${index + 1}`)
          .selectOption(option.next);
      }
    }
  }
  for (const [index, correct] of (spec.correct ?? []).entries()) {
    await response.getByRole('button', { name: 'Add to correct' }).click();
    await response.getByLabel(`Correct ${index + 1}`, { exact: true }).fill(correct);
  }
  if (spec.team) await response.getByLabel(/^Team question/).check();
  if (spec.timeLimit) await response.getByLabel('Time Limit').fill(spec.timeLimit);

  const timing = editor.getByRole('group', { name: 'Timing' });
  if (spec.next) await timing.getByLabel('Next', { exact: true }).selectOption(spec.next);
  if (spec.delay) await timing.getByLabel('Delay (mm:ss)').fill(spec.delay);
  if (spec.displayAfter) await timing.getByLabel('Display at').fill(spec.displayAfter);

  if (spec.social) {
    const social = editor.getByRole('group', { name: 'Social' });
    await social.getByLabel('Likes').fill(spec.social.likes);
    await social.getByLabel('Retweets').fill(spec.social.retweets);
    await social.getByRole('button', { name: 'Add comment' }).click();
    const comment = social.getByRole('listitem').first();
    await comment.getByLabel('Organisation').selectOption(spec.social.comment.organisation);
    await comment.getByLabel('Persona').selectOption(spec.social.comment.persona);
    await comment.getByLabel('Comment').fill(spec.social.comment.content);
  }
  if (spec.early) {
    const advanced = editor.getByRole('group', { name: 'Advanced' });
    await advanced.getByLabel('Advanced Options').check();
    await advanced.getByLabel('EarlierThan (mm:ss)').fill(spec.early.seconds);
    await advanced.getByLabel('Next if early').selectOption(spec.early.next);
  }
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
}

/**
 * Keyboard drag and drop: Space picks the item up, each arrow moves it one place (waiting for
 * the screen-reader announcement of where it is), Space drops it.
 */
export async function moveWithKeys(
  page: Page,
  handle: string,
  key: string,
  announcements: string[],
) {
  await page.getByRole('button', { name: handle }).focus();
  await page.keyboard.press('Space');
  await page.locator('[data-dragging="true"]').waitFor();
  for (const announcement of announcements) {
    await pressUntil(page, key, page.getByText(announcement, { exact: true }));
  }
  await page.keyboard.press('Space');
}

export async function selectSection(page: Page, name: string) {
  const tabs = page.getByRole('list', { name: 'Sections' });
  await tabs.getByRole('button', { name: new RegExp(`^${name} \\d+ events?$`) }).click();
}
