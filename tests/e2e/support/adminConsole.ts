import type { Page } from './browser';

/** Opens one of the admin console's tabs and waits for its heading. */
export async function openAdminTab(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin tabs' })
    .getByRole('link', { name: label })
    .click();
  await page.getByRole('heading', { name: label, level: 2 }).waitFor();
}
