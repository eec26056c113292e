import { describe, expect, it } from 'vitest';
import { ADMIN_TABS } from '@dojo/protocol';
import { ADMIN_TAB_GROUPS, adminTabGroupsFor } from './adminTabs';

describe('the Admin tabs', () => {
  it('offer every admin tab of the protocol once', () => {
    const ids = ADMIN_TAB_GROUPS.flatMap((group) => group.tabs.map((tab) => tab.id));
    expect([...ids].sort()).toEqual([...ADMIN_TABS].sort());
  });
});

describe('adminTabGroupsFor', () => {
  it('gives an admin every group and an editor only Upload Media', () => {
    expect(adminTabGroupsFor('admin')).toBe(ADMIN_TAB_GROUPS);
    const editor = adminTabGroupsFor('editor').flatMap((group) => group.tabs.map((tab) => tab.id));
    expect(editor).toEqual(['UploadImage', 'UploadVideo']);
  });
});
