import { describe, expect, it, vi } from 'vitest';
import { DomainEvents } from './domainEvents';

const answered = { exerciseId: 'e1', playerId: 'p1', eventId: 'q1', team: null };

describe('the domain events', () => {
  it('tell every listener of an event, in subscription order, and no other', () => {
    const events = new DomainEvents();
    const heard: string[] = [];
    events.on('playerAnswered', (e) => heard.push(`first ${e.eventId}`));
    events.on('playerAnswered', (e) => heard.push(`second ${e.eventId}`));
    events.on('playerRead', () => heard.push('read'));
    events.emit('playerAnswered', answered);
    expect(heard).toEqual(['first q1', 'second q1']);
  });

  it('stop telling a listener once it unsubscribes', () => {
    const events = new DomainEvents();
    const listener = vi.fn();
    const off = events.on('playerJoined', listener);
    off();
    events.emit('playerJoined', { exerciseId: 'e1', playerId: 'p1' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('log a failing listener, thrown or rejected, and still tell the others', async () => {
    const logger = { error: vi.fn() };
    const events = new DomainEvents(logger);
    const after = vi.fn();
    events.on('exerciseChanged', () => {
      throw new Error('boom');
    });
    events.on('exerciseChanged', () => Promise.reject(new Error('later')));
    events.on('exerciseChanged', after);
    expect(() =>
      events.emit('exerciseChanged', { exerciseId: 'e1', change: 'started' }),
    ).not.toThrow();
    await Promise.resolve();
    expect(after).toHaveBeenCalledOnce();
    expect(logger.error).toHaveBeenCalledTimes(2);
  });
});
