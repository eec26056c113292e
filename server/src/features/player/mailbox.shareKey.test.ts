import { describe, expect, it } from 'vitest';
import type { ExerciseDoc, PlayerDoc, ResponseDoc } from '../exercises/exercise.docs';
import { mailboxService, type MailboxDeps, type ViewInputs } from './mailbox.service';
import { playerGames, type PlayerGameDeps } from './playerGame';

/** Which players' views the runner may share at a due moment (docs/runner.md "Shared pushes"). */
const exercise = { _id: 'ex1', facilitated: true, language: 'en' } as unknown as ExerciseDoc;
const games = playerGames({} as PlayerGameDeps);
const { source } = mailboxService({ games } as unknown as MailboxDeps);

function inputs(id: string, player: Partial<PlayerDoc> = {}, responses: ResponseDoc[] = []) {
  const doc = { _id: id, team: 'Athena', clock: null, reads: {}, ...player } as PlayerDoc;
  const social = { likes: [], replies: [] };
  return { exercise, player: doc, responses, adHoc: [], social } as ViewInputs;
}

describe('the share key of a player view', () => {
  it('is one for teammates with nothing of their own', () => {
    expect(source.shareKey(inputs('ann'))).toBe(source.shareKey(inputs('ben')));
  });

  it('differs for another team, another language or another time setting', () => {
    const ann = source.shareKey(inputs('ann'));
    expect(source.shareKey(inputs('ben', { team: 'Hades' }))).not.toBe(ann);
    expect(source.shareKey(inputs('ben', { language: 'fr' }))).not.toBe(ann);
    expect(source.shareKey(inputs('ben', { timeSetting: 'x1.5' }))).not.toBe(ann);
  });

  it('is none for a player who read, liked, replied or answered themselves', () => {
    expect(source.shareKey(inputs('ann', { reads: { e1: 1 } }))).toBeNull();
    const liked = {
      ...inputs('ann'),
      social: { likes: [{}], replies: [] },
    } as unknown as ViewInputs;
    expect(source.shareKey(liked)).toBeNull();
    const answer = { _id: 'r1', playerId: 'ann', answeredAt: 5 } as ResponseDoc;
    expect(source.shareKey(inputs('ann', {}, [answer]))).toBeNull();
  });
});
