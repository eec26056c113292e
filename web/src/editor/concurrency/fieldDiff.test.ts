import { describe, expect, it } from 'vitest';
import { fieldDiff } from './fieldDiff';

describe('fieldDiff', () => {
  it('lists the changed fields of events matched by id, readably', () => {
    const theirs = {
      title: 'Drill',
      scenario: [
        { id: '1', subject: 'A edited' },
        { id: '2', subject: 'Mail' },
      ],
    };
    const mine = {
      title: 'Drill',
      scenario: [
        { id: '1', subject: 'Old' },
        { id: '2', subject: 'B edited' },
      ],
    };
    expect(fieldDiff(theirs, mine)).toEqual([
      { field: 'event 1 › subject', theirs: 'A edited', mine: 'Old' },
      { field: 'event 2 › subject', theirs: 'Mail', mine: 'B edited' },
    ]);
  });

  it('shows an event only one copy has as (none) on the other side', () => {
    const changes = fieldDiff({ scenario: [] }, { scenario: [{ id: '3', subject: 'New' }] });
    expect(changes).toContainEqual({ field: 'event 3 › subject', theirs: '(none)', mine: 'New' });
  });

  it('leaves out the revision stamp (who saved when)', () => {
    const theirs = { title: 'A', revision: 2, updatedBy: 'ana', updatedAt: '2026-11-24T00:00:00Z' };
    expect(fieldDiff(theirs, { title: 'A', revision: 1 })).toEqual([]);
  });

  it('answers nothing for equal copies', () => {
    expect(fieldDiff({ a: 1, b: ['x'] }, { a: 1, b: ['x'] })).toEqual([]);
  });
});
