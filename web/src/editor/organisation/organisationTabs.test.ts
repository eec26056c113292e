import { describe, expect, it } from 'vitest';
import { ORGANISATION_TABS } from '@dojo/protocol';
import { ORGANISATION_TAB_GROUPS } from './organisationTabs';

describe('the Organisation tabs', () => {
  it('offer every organisation tab of the protocol once, in its order', () => {
    const ids = ORGANISATION_TAB_GROUPS.flatMap((group) => group.tabs.map((tab) => tab.id));
    expect(ids).toEqual([...ORGANISATION_TABS]);
  });
});
