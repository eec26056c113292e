import { describe, expect, it } from 'vitest';
import { speak } from '../../testing/i18n';
import { toastFor, useToasts } from './toasts';

speak('en');

describe('toastFor', () => {
  it('names the sender and subject of one new event', () => {
    expect(toastFor([{ id: '2', type: 'Email', name: 'Sam Patel', subject: 'FS-02' }])).toEqual({
      title: 'New e-mail from Sam Patel',
      detail: 'FS-02',
      eventId: '2',
    });
  });

  it('counts several new events', () => {
    expect(toastFor([{ id: '2' }, { id: '3', type: 'News' }])?.title).toBe('2 new messages');
  });

  it('has nothing to say when nothing arrived', () => {
    expect(toastFor([])).toBeNull();
  });
});

describe('the toast list', () => {
  it('drops the notice of an event the player opened', () => {
    const { push, dismissEvent, clear } = useToasts.getState();
    clear();
    push({ title: 'a', detail: '', eventId: '2' });
    push({ title: 'b', detail: '', eventId: '3' });
    dismissEvent('2');
    expect(useToasts.getState().toasts.map((toast) => toast.title)).toEqual(['b']);
  });

  it('keeps the three latest toasts', () => {
    const { push } = useToasts.getState();
    for (const title of ['a', 'b', 'c', 'd']) push({ title, detail: '', eventId: null });
    expect(useToasts.getState().toasts.map((toast) => toast.title)).toEqual(['b', 'c', 'd']);
  });
});
