import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { appAndBrowserPerTest } from './support/appAndBrowser';
import type { AppServer } from './support/appServer';
import type { BrowserSession, Page } from './support/browser';
import { editorLogIn, editorToken, fillEditorLogin } from './support/editorSession';

let app: AppServer;
let browser: BrowserSession;

/** A small solid-colour PNG, built byte by byte (signature, IHDR, IDAT, IEND). */
function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array(height).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a picture through the API, as another author would have done before. */
async function uploadThroughApi(name: string): Promise<string> {
  const token = await editorToken(app.url);
  const form = new FormData();
  form.append('chosenOption', 'Content Image');
  form.append('imageName', name);
  form.append(
    'myFile',
    new Blob([new Uint8Array(makePng(40, 24, [45, 212, 191]))], { type: 'image/png' }),
    name,
  );
  const answer = (await (
    await fetch(`${app.url}/api/uploadImage`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
  ).json()) as {
    name: string;
  };
  return answer.name;
}

async function logIn(page: Page, path: string) {
  await editorLogIn(page, `${app.url}${path}`);
  await page.getByRole('navigation', { name: 'Editor sections' }).waitFor();
}

/** The text of the section's status banner once it shows the expected words. */
async function expectStatus(page: Page, text: string | RegExp) {
  const banner = page.locator('.status').filter({ hasText: text }).first();
  await banner.waitFor();
  return banner.textContent();
}

appAndBrowserPerTest({
  app: (started) => (app = started),
  browser: (opened) => (browser = opened),
});

describe('the editor library', () => {
  it('creates an organisation and a persona with an uploaded profile picture', async () => {
    const { page } = browser;
    await logIn(page, '/editor/Organisation/CreateOrganisation');
    await page.getByRole('button', { name: 'Create Organisation' }).click();
    await expectStatus(page, 'Organisation name is empty!');

    await page.getByLabel('Organisation name').fill('Northwind Bank');
    await page.getByLabel('E-mail (optional)').fill('press@northwind.example');
    await page.getByRole('button', { name: 'Create Organisation' }).click();
    await expectStatus(page, 'Organisation Northwind Bank created.');
    await page.getByRole('article', { name: 'Northwind Bank' }).waitFor();

    await page.getByRole('link', { name: 'New Persona' }).click();
    await page.getByLabel('Organisation', { exact: true }).selectOption('Northwind Bank');
    await page.getByLabel('Name', { exact: true }).fill('Ann Lee');
    await page.getByLabel('E-mail', { exact: true }).fill('ann.lee@northwind.example');
    await page.getByLabel('Role (shown in the e-mail signature)').fill('Head of Security');
    await page.getByLabel('Profile picture').setInputFiles({
      name: 'ann.png',
      mimeType: 'image/png',
      buffer: makePng(64, 48, [248, 113, 113]),
    });
    await page.getByText('Cropped to a square and stored as AnnLee.png.').waitFor();
    await page.getByRole('button', { name: 'Create Persona' }).click();
    const message = await expectStatus(page, 'Persona Ann Lee created.');
    expect(message).toContain('Profile picture saved as AnnLee.png.');

    const personas = page.getByRole('list', { name: 'Personas of Northwind Bank' });
    const row = personas.getByRole('listitem').filter({ hasText: 'Ann Lee' });
    await row.getByText('@ann.lee').waitFor();
    await row.getByText('Head of Security').waitFor();
    const avatar = row.locator('img.persona-avatar');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.tmp/e2e-editor-persona.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: persona');
  });

  it('removes an organisation on the second press only', async () => {
    const { page } = browser;
    await logIn(page, '/editor/Organisation/CreateOrganisation');
    await page.getByLabel('Organisation name').fill('Shortlived Ltd');
    await page.getByRole('button', { name: 'Create Organisation' }).click();
    await expectStatus(page, 'Organisation Shortlived Ltd created.');

    await page.getByRole('link', { name: 'Edit Shortlived Ltd' }).click();
    await expect
      .poll(() => page.getByLabel('Name', { exact: true }).inputValue())
      .toBe('Shortlived Ltd');
    await page.getByRole('button', { name: 'Remove' }).click();
    await expectStatus(page, 'Press remove again to confirm action.');
    expect(await page.getByRole('article', { name: 'Shortlived Ltd' }).count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.tmp/e2e-editor-remove-confirm.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: remove organisation');
    await page.getByRole('button', { name: 'Remove' }).click();
    await expectStatus(page, 'Organisation deleted');
    await expect.poll(() => page.getByRole('article', { name: 'Shortlived Ltd' }).count()).toBe(0);
  });

  it('builds, saves, reloads and previews a PDF form with every field type', async () => {
    const picture = await uploadThroughApi('Network map');
    const { page } = browser;
    await logIn(page, '/editor/PDF');
    await page.getByRole('radio', { name: 'Form' }).check();
    await page.getByLabel('Title').fill('Breach notification');
    await page
      .getByLabel('Content')
      .fill('header: What happened\nDescribe the breach.\nsubtitle: Scope\nimage: map');

    await page.getByRole('button', { name: 'Add Image' }).click();
    const image = page.getByRole('group', { name: 'Image 1' });
    await image.getByRole('button', { name: 'Choose' }).click();
    await image.getByLabel('Media Search').fill('network');
    // The chooser lists files by the name typed on upload; the generated name is the tooltip.
    await image.getByRole('dialog').getByTitle(picture).click();
    await image.getByLabel('Identifier').fill('map');
    await image.getByLabel('Caption').fill('The network at 06:00');
    expect(await image.getByLabel('Size').inputValue()).toBe('large');

    const fields: [string, string, string[]][] = [
      ['Summary', 'Text', []],
      ['Severity', 'Radio Button', ['Low', 'High']],
      ['Systems affected', 'Checkboxes', ['Mail', 'VPN']],
    ];
    for (const [index, [label, type, options]] of fields.entries()) {
      await page.getByRole('button', { name: 'Add Field' }).click();
      const field = page.getByRole('group', { name: `Field ${index + 1}`, exact: true });
      await field.getByLabel('Label').fill(label);
      await field.getByLabel('Field type').selectOption(type);
      for (const [at, option] of options.entries()) {
        await field.getByLabel(`Field ${index + 1} option ${at + 1}`).fill(option);
      }
    }
    expect(
      await page.getByRole('group', { name: 'Field 3' }).getByLabel('Identifier').inputValue(),
    ).toBe('systemsAffected');

    await page.getByRole('button', { name: 'Save PDF' }).click();
    await page.getByLabel('File name').fill('breach-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectStatus(page, 'File name cannot contain the character -, please replace it.');
    await page.getByLabel('File name').fill('breachForm');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectStatus(page, 'PDF breachForm saved.');

    await page.getByRole('button', { name: 'Load PDF' }).click();
    await page.getByRole('button', { name: 'Start a New PDF' }).click();
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Load PDF' }).click();
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expectStatus(page, 'Please Select a PDF');
    await page.getByLabel('PDF', { exact: true }).selectOption('breachForm');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expectStatus(page, 'PDF named breachForm loaded successfully.');
    expect(await page.getByLabel('Title').inputValue()).toBe('Breach notification');
    const severity = page.getByRole('group', { name: 'Field 2', exact: true });
    expect(await severity.getByLabel('Field 2 option 2').inputValue()).toBe('High');

    await page.getByRole('button', { name: 'Show Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Breach notification' }).waitFor();
    await preview.getByRole('heading', { name: 'What happened' }).waitFor();
    await preview.getByRole('textbox', { name: 'Summary' }).fill('Mail server encrypted');
    await preview.getByRole('radio', { name: 'High' }).check();
    await preview.getByRole('checkbox', { name: 'VPN' }).check();
    const figure = preview.locator('figure img');
    await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.tmp/e2e-editor-pdf.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: PDF form and preview');
    await preview.screenshot({ path: '.tmp/e2e-editor-pdf-preview.png' });
    expect(browser.problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([]);
  });

  it('uploads an image in Admin → Upload Image and shows it in the library', async () => {
    const { page } = browser;
    await logIn(page, '/editor/Admin/UploadImage');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await expectStatus(page, 'Please Select the image type');
    await page.getByLabel('Image type').selectOption('Content Image');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await expectStatus(page, 'Please upload an image');

    await page.getByLabel('Image file').setInputFiles({
      name: 'board.png',
      mimeType: 'image/png',
      buffer: makePng(120, 80, [54, 96, 143]),
    });
    await page.getByLabel('Name').fill('Board room');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const message = await expectStatus(page, /Image uploaded as board-room-\w+\.png\./);
    const name = /board-room-\w+\.png/.exec(message ?? '')?.[0] ?? '';
    const card = page.getByRole('article', { name: 'Board room' });
    await card.getByText('New').waitFor();
    // The card shows the name typed; the generated name is its tooltip.
    await card.getByTitle(name).waitFor();
    const preview = card.locator('img');
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(120);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.tmp/e2e-editor-upload-image.png', fullPage: true });
    await expectNoAxeViolations(page, 'editor: upload image');
  });

  it('shows an editor only the media uploads under Admin', async () => {
    const author = await browser.context.newPage();
    await author.goto(`${app.url}/editor/Admin/CreateCustomer`);
    await author.evaluate(() => localStorage.clear());
    await author.goto(`${app.url}/editor/Admin/CreateCustomer`);
    await fillEditorLogin(author);
    await author
      .getByText('Page not found')
      .or(author.getByRole('heading', { name: /not found/i }))
      .first()
      .waitFor();
    await author.goto(`${app.url}/editor/Admin`);
    const tabs = author.getByRole('navigation', { name: 'Upload Media tabs' });
    await tabs.getByRole('link', { name: 'Upload Image' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'Create Customer Account' }).count()).toBe(0);
    await author.close();
  });
});
