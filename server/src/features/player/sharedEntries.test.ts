import { describe, expect, it } from 'vitest';
import type { Projection } from '@dojo/scheduler';
import type { InboxOwner } from './inbox';
import { SharedEntries } from './sharedEntries';

const projection = {
  visible: [{ event: { id: '1', subject: 'Ransom note' }, displayAt: 2_000, source: 'scenario' }],
} as unknown as Projection;
const none = { likes: [], replies: [] };
const owner = (user: string, reads: Record<string, number> = {}): InboxOwner => ({
  user,
  alias: null,
  readAt: (id) => reads[id],
});

describe('SharedEntries', () => {
  it('gives players who made nothing their own one set of entries, each event built once', () => {
    const shared = new SharedEntries();
    const ann = shared.of(projection, owner('ann'), none, {});
    const ben = shared.of(projection, owner('ben'), none, {});
    expect(ben).toBe(ann);
    expect(ann[0]?.build()).toBe(ben[0]?.build());
  });

  it('gives a player who read an event entries of their own, naming them', () => {
    const shared = new SharedEntries();
    const ann = shared.of(projection, owner('ann'), none, {});
    const reads = { '1': 3_000 };
    const ben = shared.of(projection, owner('ben', reads), none, reads);
    expect(ben).not.toBe(ann);
    expect(ben[0]?.build()).toMatchObject({ read: true, readAts: { ben: 3_000 } });
    expect(ann[0]?.build()).toMatchObject({ read: false });
  });
});
