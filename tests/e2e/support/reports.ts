import type { Page } from 'playwright-core';

/** Portal helpers for the reports browser tests. */

export async function portalLogIn(page: Page, url: string, username: string, password: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const agree = page.getByRole('button', { name: 'I agree to NDA' });
  const library = page.getByRole('heading', { name: 'Exercise Library' });
  await Promise.race([agree.waitFor(), library.waitFor()]);
  if (await agree.isVisible()) await agree.click();
  await library.waitFor();
}

/** A player opening their link, agreeing to the NDA and answering the first question. */
export async function answerFirstQuestion(page: Page, link: string, choice: string) {
  await page.goto(link);
  await page.getByRole('button', { name: 'I agree to NDA' }).click();
  await page.getByRole('heading', { name: 'Inbox' }).waitFor();
  const item = page.locator('.mail-item', { hasText: /Unusual encryption activity/ });
  await item.waitFor();
  await item.click();
  await page.getByLabel(choice).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Answer sent.').waitFor();
}

/** Every text of a PDF, page after page (pdf.js, as Firefox reads PDFs). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** A CSV parser for the debrief file (quoted cells, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
