import { describe, expect, it } from 'vitest';
import { facilitatorCalls } from '@dojo/protocol';
import { type ConsoleRig, eachConsoleRig, joinRigPlayer } from '../../testing/facilitatorConsole';

let rig: ConsoleRig;
eachConsoleRig(async (built) => {
  rig = built;
  await joinRigPlayer(rig, 'neo', 'Athena');
  await rig.repos.media.insert({
    _id: 'bridge.png',
    displayName: 'bridge.png',
    kind: 'image',
    contentType: 'image/png',
    size: 10,
    uploadedAt: '2026-01-05T09:00:00.000Z',
    uploadedBy: 'admin',
  });
});

const email = (changes: Record<string, unknown>) =>
  facilitatorCalls.sendFacilitatorEvents.request.parse({
    token: 't',
    type: 'Email',
    content: '<p>Join the bridge.</p>',
    name: 'Dana Reyes',
    role: 'CISO',
    org: 'Acme Corp',
    address: 'dana.reyes@acme.example',
    subject: 'Bridge',
    recipient: 'neo',
    ...changes,
  });
const send = (changes: Record<string, unknown>) =>
  rig.console.sendEvent(rig.principal, email(changes));
const stored = async () => rig.repos.adHocEvents.listByExercise(rig.principal.exerciseId);

describe('sendFacilitatorEvents against the library', () => {
  it('sends an e-mail with an existing image and PDF', async () => {
    await send({ media: 'bridge.png', pdf: 'ransomwarePlaybook' });
    const [sent] = await stored();
    expect(sent?.event).toMatchObject({ image: 'bridge.png', pdf: 'ransomwarePlaybook' });
  });

  it('refuses media that does not exist, and stores nothing', async () => {
    await expect(send({ media: 'nope.png' })).rejects.toThrow(
      'There is no media file named "nope.png".',
    );
    expect(await stored()).toEqual([]);
  });

  it('refuses a PDF that does not exist', async () => {
    await expect(send({ pdf: 'nope' })).rejects.toThrow('There is no PDF named "nope".');
  });

  it('refuses an organisation or persona that does not exist', async () => {
    await expect(send({ org: 'Umbrella' })).rejects.toThrow('Please select an Organisation.');
    await expect(send({ name: 'Nobody' })).rejects.toThrow('Please select a Persona.');
  });

  it('sends an alert without organisation or persona', async () => {
    await send({ type: 'Alert', org: '', name: '', subject: 'Bridge now' });
    expect((await stored()).length).toBe(1);
  });

  it('keeps the editor markup and YouTube/Vimeo players, and drops scripts and other frames', async () => {
    await send({
      content:
        '<p><b>Now</b><script>alert(1)</script></p>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk"></iframe>' +
        '<iframe src="https://evil.example/embed"></iframe>',
    });
    const [sent] = await stored();
    expect(sent?.event.content).toContain('<b>Now</b>');
    expect(sent?.event.content).toContain('https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(sent?.event.content).not.toContain('script');
    expect(sent?.event.content).not.toContain('evil.example');
  });
});

describe('getFacilitatorLibrary', () => {
  it('lists the organisations with personas, the media and the PDFs', async () => {
    const library = await rig.console.library(rig.principal);
    expect(library.organisations.map((org) => org.name)).toContain('Acme Corp');
    expect(library.media).toEqual(['bridge.png']);
    expect(library.pdfs).toContain('ransomwarePlaybook');
  });
});
