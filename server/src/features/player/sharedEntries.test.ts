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
  language: '',
  translation: undefined,
});

describe('SharedEntries', () => {
  it('gives players who made nothing their own one set of entries, each event built once', () => {
    const shared = new SharedEntries();
    const ann = shared.of(projection, owner('ann'), none, {});
    const ben = shared.of(projection, owner('ben'), none, {});
    expect(ben).toBe(ann);
    expect(ann[0]?.build()).toBe(ben[0]?.build());
  });

  it('shares entries only among players of one language', () => {
    const shared = new SharedEntries();
    const translation = {
      events: { '1': { subject: 'Demande de rançon' } },
      personas: {},
      pdfs: {},
    };
    const ann = shared.of(projection, owner('ann'), none, {});
    const zoe = shared.of(projection, { ...owner('zoe'), language: 'fr', translation }, none, {});
    expect(zoe).not.toBe(ann);
    expect(zoe[0]?.shareKey).not.toBe(ann[0]?.shareKey);
    expect(zoe[0]?.build()).toMatchObject({ subject: 'Demande de rançon' });
    expect(ann[0]?.build()).toMatchObject({ subject: 'Ransom note' });
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
