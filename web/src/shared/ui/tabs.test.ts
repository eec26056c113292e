import { describe, expect, it } from 'vitest';
import { findTab, tabGroup } from './tabs';

const groups = [
  { label: 'Create Exercise', tabs: [{ id: 'CreateCampaign', label: 'Create Campaign' }] },
  { tabs: [{ id: 'Dashboard', label: 'Dashboard' }] },
];

describe('findTab', () => {
  it('finds a tab in any group by its route id', () => {
    expect(findTab(groups, 'Dashboard')).toEqual({ id: 'Dashboard', label: 'Dashboard' });
  });

  it('says no tab was asked for, apart from an unknown one', () => {
    expect(findTab(groups, undefined)).toBeUndefined();
    expect(findTab(groups, 'Nope')).toBeNull();
  });
});

describe('tabGroup', () => {
  it('lists the tabs in the order their labels are written', () => {
    expect(
      tabGroup('Persona', { CreatePersona: 'New Persona', EditPersona: 'Edit Persona' }),
    ).toEqual({
      label: 'Persona',
      tabs: [
        { id: 'CreatePersona', label: 'New Persona' },
        { id: 'EditPersona', label: 'Edit Persona' },
      ],
    });
  });
});
