import { describe, expect, it } from 'vitest';
import { nextChoiceLabel } from './NextSelect';

describe('nextChoiceLabel', () => {
  const target = { id: '4', subject: 'Encryption has reached the backup server', section: '1' };

  it('names an event of the same section by its id and subject alone', () => {
    expect(nextChoiceLabel(target, '1')).toBe('4: Encryption has reached the backup server');
  });

  it('adds the section of an event in another section', () => {
    expect(nextChoiceLabel(target, '2')).toBe(
      '4: Encryption has reached the backup server (section 1)',
    );
  });

  it('says so when the event has no subject', () => {
    expect(nextChoiceLabel({ id: '5', subject: ' ', section: '1' }, '1')).toBe('5: No subject');
  });
});
