import { describe, expect, it } from 'vitest';
import { ADMIN_TABS } from '@dojo/protocol';
import { ADMIN_TAB_GROUPS } from './adminTabs';

describe('the Admin tabs', () => {
  it('offer every admin tab of the protocol once', () => {
    const ids = ADMIN_TAB_GROUPS.flatMap((group) => group.tabs.map((tab) => tab.id));
    expect([...ids].sort()).toEqual([...ADMIN_TABS].sort());
  });
});
