import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import type { VisibleEvent } from '@dojo/scheduler';
import { fingerprint } from './runner/inboxDiff';
import { inboxEntries, inboxEvent, type InboxOwner } from './inbox';
import type { PlayerSocial } from './social.repo';

const post: ScenarioEvent = {
  id: '6',
  type: 'Social',
  subject: 'Hearing that Acme Corp production lines...',
  content: 'Hearing that Acme Corp production lines are down this morning.',
  responseType: 'random',
  options: JSON.stringify([{ random: 'Reply' }, { random: 'Ignore' }]),
  neutral: ['Ignore'],
  likes: '42',
  comments: [
    { organisation: 'Daily Byte', persona: 'Jordan', content: 'Any news?', address: 'j@x' },
  ],
};

const like = (commentIndex: number) => ({
  _id: `l${commentIndex}`,
  exerciseId: 'ex',
  playerId: 'p',
  eventId: '6',
  commentIndex,
  likedAt: 1,
});
const reply = {
  _id: 'r1',
  exerciseId: 'ex',
  playerId: 'p',
  eventId: '6',
  content: 'On it',
  writtenAt: 2,
};
const answer = { eventId: '6', answer: 'Reply', answeredAt: 9_000, player: 'p' };

interface Variant {
  name: string;
  visible: VisibleEvent;
  readAt?: number;
  social: PlayerSocial;
}

const base: Variant = {
  name: 'shown',
  visible: { event: post, displayAt: 5_000, source: 'scenario' },
  social: { likes: [], replies: [] },
};
const variants: Variant[] = [
  base,
  { ...base, name: 'shown later', visible: { ...base.visible, displayAt: 6_000 } },
  { ...base, name: 'read', readAt: 7_000 },
  { ...base, name: 'answered', visible: { ...base.visible, response: answer } },
  {
    ...base,
    name: 'answered otherwise',
    visible: { ...base.visible, response: { ...answer, answer: 'Ignore' } },
  },
  { ...base, name: 'post liked', social: { likes: [like(-1)], replies: [] } },
  { ...base, name: 'comment liked', social: { likes: [like(0)], replies: [] } },
  { ...base, name: 'replied', social: { likes: [], replies: [reply] } },
];

const owner = (readAt?: number): InboxOwner => ({
  user: 'ana@acme.example',
  alias: null,
  readAt: () => readAt,
  language: '',
  translation: undefined,
});

describe('inbox signatures', () => {
  it('differ exactly when the built events differ', () => {
    const built = variants.map((v) => {
      const [entry] = inboxEntries([v.visible], owner(v.readAt), v.social);
      return { name: v.name, signature: entry!.signature, digest: fingerprint(entry!.build()) };
    });
    for (const a of built) {
      for (const b of built) {
        expect(a.signature === b.signature, `${a.name} vs ${b.name}`).toBe(a.digest === b.digest);
      }
    }
  });

  it('build the same event as the REST inbox', () => {
    const [entry] = inboxEntries([base.visible], owner(7_000), base.social);
    expect(entry!.build()).toEqual(inboxEvent(base.visible, owner(7_000), base.social));
  });
});
