import { describe, expect, it } from 'vitest';
import { facilitatorCalls } from '@dojo/protocol';
import type { PlayerDoc } from '../exercises/exercise.docs';
import { playerScopeKey } from '../exercises/responses.repo';
import { type ConsoleRig, eachConsoleRig, joinRigPlayer } from '../../testing/facilitatorConsole';

const MINUTE = 60_000;
let rig: ConsoleRig;
let neo: PlayerDoc;
let trinity: PlayerDoc;
eachConsoleRig(async (built) => {
  rig = built;
  neo = await joinRigPlayer(rig, 'neo', 'Athena');
  trinity = await joinRigPlayer(rig, 'trinity', 'Artemis');
  await rig.console.open(rig.principal);
  await rig.console.continue(rig.principal);
  rig.told.length = 0;
  rig.pushes.length = 0;
});

const event = (changes: Record<string, unknown>) =>
  facilitatorCalls.sendFacilitatorEvents.request.parse({
    token: 't',
    type: 'Email',
    content: '<p>Call the press office now.</p>',
    name: 'Dana Reyes',
    role: 'CISO',
    org: 'Acme Corp',
    address: 'dana.reyes@acme.example',
    subject: 'Press call',
    recipient: 'all',
    ...changes,
  });

describe('sendFacilitatorEvents', () => {
  it('stores an event for every player at the current game time', async () => {
    rig.advance(3 * MINUTE);
    const answer = await rig.console.sendEvent(rig.principal, event({}));
    expect(answer).toEqual({ type: 'success', data: 'The Email was sent to every player.' });
    const [sent] = await rig.repos.adHocEvents.listByExercise(rig.principal.exerciseId);
    expect(sent).toMatchObject({
      recipients: 'all',
      sentAt: 3 * MINUTE,
      event: { type: 'Email', subject: 'Press call', name: 'Dana Reyes', responseType: 'none' },
    });
    expect(rig.told).toEqual([`exercise ${rig.principal.exerciseId}`]);
    expect(rig.pushes.map((push) => push.change)).toEqual(['eventSent']);
  });

  it('sends to one participant and tells the runner about that player only', async () => {
    await rig.console.sendEvent(rig.principal, event({ type: 'Alert', recipient: 'neo' }));
    const [sent] = await rig.repos.adHocEvents.listByExercise(rig.principal.exerciseId);
    expect(sent?.recipients).toEqual([neo._id]);
    expect(rig.told).toEqual([`player ${rig.principal.exerciseId} ${neo._id}`]);
    expect(
      await rig.repos.adHocEvents.listForPlayer(rig.principal.exerciseId, trinity._id),
    ).toEqual([]);
  });

  it('refuses someone who is not a participant with "Please select who should receive the event."', async () => {
    await expect(
      rig.console.sendEvent(rig.principal, event({ recipient: 'morpheus' })),
    ).rejects.toThrow('Please select who should receive the event.');
    expect(await rig.repos.adHocEvents.listByExercise(rig.principal.exerciseId)).toEqual([]);
  });
});

describe('changePlayerTeam', () => {
  it('moves a player to another team and tells the runner about that player', async () => {
    const answer = await rig.console.changeTeam(rig.principal, 'neo', 'Artemis');
    expect(answer).toEqual({ type: 'success', data: 'neo moved to Artemis.' });
    expect(await rig.console.players(rig.principal)).toEqual([
      { player: 'neo', team: 'Artemis' },
      { player: 'trinity', team: 'Artemis' },
    ]);
    expect(rig.told).toEqual([`player ${rig.principal.exerciseId} ${neo._id}`]);
    expect(rig.pushes.map((push) => push.change)).toEqual(['teamChanged']);
  });

  it('refuses a team the exercise does not have with "Please select a team."', async () => {
    await expect(rig.console.changeTeam(rig.principal, 'neo', 'Hades')).rejects.toThrow(
      'Please select a team.',
    );
    expect((await rig.repos.players.findById(neo._id))?.team).toBe('Athena');
  });

  it('refuses an unknown player with "Player not found."', async () => {
    await expect(rig.console.changeTeam(rig.principal, 'morpheus', 'Athena')).rejects.toThrow(
      'Player not found.',
    );
  });
});

describe('resetCampaign', () => {
  it('deletes answers, drafts, notes, reads and sent events, stops the clock and keeps the players', async () => {
    const exerciseId = rig.principal.exerciseId;
    await rig.repos.responses.insert({
      _id: 'r1',
      exerciseId,
      eventId: '2',
      scopeKey: playerScopeKey(neo._id),
      playerId: neo._id,
      team: 'Athena',
      answer: 'Isolate FS-02 from the network now',
      answeredAt: MINUTE,
      answeredAtWall: new Date(rig.now()).toISOString(),
    });
    await rig.repos.players.setNotes(neo._id, 'FS-02 isolated at 09:01');
    await rig.repos.players.setDraft(neo._id, '7', 'We are investigating');
    await rig.repos.players.markRead(neo._id, '2', rig.now());
    await rig.console.sendEvent(rig.principal, event({}));
    rig.pushes.length = 0;

    expect(await rig.console.reset(rig.principal)).toEqual({
      type: 'success',
      data: "The campaign's data has been reset.",
    });
    expect(await rig.repos.responses.listByExercise(exerciseId)).toEqual([]);
    expect(await rig.repos.adHocEvents.listByExercise(exerciseId)).toEqual([]);
    expect(await rig.repos.players.findById(neo._id)).toMatchObject({
      user: 'neo',
      team: 'Athena',
      notes: '',
      drafts: {},
      reads: {},
      finishedAt: null,
    });
    expect(await rig.console.players(rig.principal)).toHaveLength(2);
    expect(await rig.console.status(rig.principal)).toMatchObject({ paused: '', open: true });
    expect(rig.pushes.map((push) => [push.change, push.paused])).toEqual([['reset', '']]);
  });
});

describe('the console lists', () => {
  it('answers the participants and the players with their teams', async () => {
    expect(await rig.console.participants(rig.principal)).toEqual(['neo', 'trinity']);
    expect(await rig.console.players(rig.principal)).toEqual([
      { player: 'neo', team: 'Athena' },
      { player: 'trinity', team: 'Artemis' },
    ]);
  });

  it('lists who answered each event', async () => {
    await rig.repos.responses.insert({
      _id: 'r2',
      exerciseId: rig.principal.exerciseId,
      eventId: '2',
      scopeKey: playerScopeKey(trinity._id),
      playerId: trinity._id,
      team: 'Artemis',
      answer: 'Isolate FS-02 from the network now',
      answeredAt: MINUTE,
      answeredAtWall: new Date(rig.now()).toISOString(),
    });
    expect((await rig.console.status(rig.principal)).responded).toEqual({ '2': ['trinity'] });
  });

  it('opens with the scenario name, the identifier and the events with their options mapped', async () => {
    const login = await rig.console.login(rig.principal);
    expect(login).toMatchObject({ type: 'success', scenario: 'Ransomware at Dawn' });
    expect(login.identifier).toBe('Console drill');
    const options = Object.fromEntries(login.events.map((e) => [e.id, e.options]));
    expect(options['7']).toBe('text');
    expect(options['8']).toBe('form');
    expect(options['1']).toBe('');
    expect(JSON.parse(options['2'] ?? '[]')[0]).toHaveProperty('option');
  });
});
