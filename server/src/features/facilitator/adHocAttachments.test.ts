import { describe, expect, it } from 'vitest';
import { facilitatorCalls } from '@dojo/protocol';
import { type ConsoleRig, eachConsoleRig, joinRigPlayer } from '../../testing/facilitatorConsole';

let rig: ConsoleRig;
eachConsoleRig(async (built) => {
  rig = built;
  await joinRigPlayer(rig, 'neo', 'Athena');
  await rig.repos.media.insert({
    _id: 'board-room-abc123.png',
    displayName: 'Board room',
    uploadedBy: 'author',
    kind: 'image',
    contentType: 'image/png',
    size: 10,
    uploadedAt: new Date().toISOString(),
  });
  await rig.repos.pdfs.insert(
    {
      fileName: 'playbook',
      title: 'Playbook',
      content: '<p>Call the incident line.</p>',
      images: [],
      type: 'Document',
      fields: [],
    },
    new Date().toISOString(),
  );
});

const email = (changes: Record<string, unknown>) =>
  facilitatorCalls.sendFacilitatorEvents.request.parse({
    token: 't',
    type: 'Email',
    content: '<p>See the attachment.</p>',
    name: 'Dana Reyes',
    org: 'Acme Corp',
    subject: 'Attachment',
    recipient: 'all',
    ...changes,
  });

const stored = () => rig.repos.adHocEvents.listByExercise(rig.principal.exerciseId);

describe('an ad-hoc event', () => {
  it('refuses a media name that does not exist, storing nothing', async () => {
    await expect(
      rig.console.sendEvent(rig.principal, email({ media: 'nope.png' })),
    ).rejects.toThrow('There is no media file named "nope.png".');
    expect(await stored()).toEqual([]);
  });

  it('refuses a PDF name that does not exist, storing nothing', async () => {
    await expect(rig.console.sendEvent(rig.principal, email({ pdf: 'nope' }))).rejects.toThrow(
      'There is no PDF named "nope".',
    );
    expect(await stored()).toEqual([]);
  });

  it('sends media and a PDF that exist', async () => {
    const answer = await rig.console.sendEvent(
      rig.principal,
      email({ media: 'board-room-abc123.png', pdf: 'playbook' }),
    );
    expect(answer.type).toBe('success');
    expect((await stored())[0]?.event).toMatchObject({
      image: 'board-room-abc123.png',
      pdf: 'playbook',
    });
  });
});
