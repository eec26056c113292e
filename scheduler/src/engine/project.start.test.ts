import { describe, expect, it } from 'vitest';
import { STOPPED_CLOCK } from '../clock';
import { email, ids, min, question, sec, shownAt, START, view, viewAt } from '../testing/engine';

const preset = (id: string, fields = {}) => email(id, { section: 'Preset', ...fields });
const noise = (id: string, fields = {}) => email(id, { section: 'Noise', ...fields });

describe('before the start', () => {
  it('shows nothing and schedules the Preset events and the first main event at game time 0', () => {
    const events = [preset('p'), email('1', { next: '2' }), email('2')];
    const projection = viewAt(events, STOPPED_CLOCK, START + min(10));
    expect(projection.visible).toEqual([]);
    expect(projection.gameTime).toBe(0);
    expect(projection.nextDueAt).toBe(0);
    expect(projection.upcoming?.map((u) => u.event.id)).toEqual(['p', '1']);
    expect(projection.finished).toBeNull();
  });
});

describe('game time 0', () => {
  it('shows every Preset event and the first event of the first main section', () => {
    const events = [preset('p1'), email('1', { next: '2' }), email('2'), preset('p2')];
    expect(shownAt(view(events, 0))).toEqual({ p1: 0, '1': 0, p2: 0 });
  });

  it('takes the first main section in order of first appearance, whatever its name', () => {
    const events = [
      preset('p'),
      noise('n'),
      email('b1', { section: 'Beta' }),
      email('a1', { section: 'Alpha' }),
    ];
    expect(ids(view(events, sec(1)))).toEqual(['p', 'b1']);
  });

  it('puts an event without a section into the main story', () => {
    const events = [preset('p'), email('x', { section: undefined })];
    expect(ids(view(events, 0))).toEqual(['p', 'x']);
  });

  it('starts no chain at 0 when the first main event has its own displayAfter', () => {
    const events = [email('1', { displayAfter: '3', next: undefined }), email('2')];
    expect(ids(view(events, min(2)))).toEqual([]);
    expect(shownAt(view(events, min(3)))).toEqual({ '1': 180 });
  });
});

describe('displayAfter', () => {
  it('shows an event at its displayAfter minutes of game time', () => {
    const events = [
      email('1'),
      email('2', { displayAfter: '10' }),
      email('3', { displayAfter: 2.5 }),
    ];
    const early = view(events, min(2));
    expect(ids(early)).toEqual(['1']);
    expect(early.nextDueAt).toBe(sec(150));
    expect(shownAt(view(events, min(10)))).toEqual({ '1': 0, '3': 150, '2': 600 });
  });

  it('never reaches a displayAfter event through a next chain', () => {
    const events = [email('1', { next: '2', delay: '1' }), email('2', { displayAfter: '10' })];
    expect(ids(view(events, min(5)))).toEqual(['1']);
    expect(view(events, min(5)).nextDueAt).toBe(min(10));
  });

  it('lets a displayAfter question lead on through its chosen option', () => {
    const events = [
      email('1'),
      question('2', 'option', [['Go', '3']], { displayAfter: '1', next: undefined }),
      email('3'),
    ];
    const responses = [{ eventId: '2', answer: 'Go', answeredAt: sec(70), player: 'ann' }];
    expect(shownAt(view(events, sec(75), { responses }))).toEqual({ '1': 0, '2': 60, '3': 75 });
  });

  it('treats an empty, NaN or negative displayAfter as not set', () => {
    const events = [email('1', { next: '2' }), email('2', { displayAfter: 'NaN' })];
    expect(shownAt(view(events, sec(5)))).toEqual({ '1': 0, '2': 5 });
    const negative = [email('1', { next: '2' }), email('2', { displayAfter: '-1' })];
    expect(shownAt(view(negative, sec(5)))).toEqual({ '1': 0, '2': 5 });
  });
});

describe('Noise', () => {
  it('shows Noise events on their own displayAfter schedule', () => {
    const events = [
      email('1'),
      noise('n1', { displayAfter: '2' }),
      noise('n2', { displayAfter: '1' }),
    ];
    expect(shownAt(view(events, min(2)))).toEqual({ '1': 0, n2: 60, n1: 120 });
  });

  it('never lets the main chain step into a Noise event', () => {
    const events = [email('1', { next: 'n' }), noise('n')];
    const projection = view(events, min(1));
    expect(ids(projection)).toEqual(['1']);
    expect(projection.nextDueAt).toBeNull();
  });

  it("follows a Noise event's next only to other Noise events", () => {
    const events = [
      email('1'),
      noise('n1', { displayAfter: '1', next: 'n2', delay: '30' }),
      noise('n2', { next: '2' }),
      email('2'),
    ];
    expect(shownAt(view(events, min(5)))).toEqual({ '1': 0, n1: 60, n2: 90 });
  });

  it('never shows a Noise event that has no displayAfter and that nothing leads to', () => {
    expect(ids(view([email('1'), noise('n')], min(90)))).toEqual(['1']);
  });
});

describe('Preset', () => {
  it('shows a Preset event at 0 even when it carries a displayAfter', () => {
    expect(shownAt(view([preset('p', { displayAfter: '5' }), email('1')], 0))).toEqual({
      p: 0,
      '1': 0,
    });
  });

  it('never lets a Preset event lead anywhere', () => {
    const events = [preset('p', { next: '2', delay: '1' }), email('1'), email('2')];
    expect(ids(view(events, min(1)))).toEqual(['p', '1']);
  });

  it('never shows a Preset event a second time through a next chain', () => {
    const events = [preset('p'), email('1', { next: 'p' })];
    const projection = view(events, min(1));
    expect(shownAt(projection)).toEqual({ p: 0, '1': 0 });
    expect(projection.nextDueAt).toBeNull();
  });
});

describe('ad-hoc events', () => {
  const note = email('adhoc-1', { section: undefined, subject: 'From the facilitator' });

  it('shows an ad-hoc event at its sentAt', () => {
    const projection = view([email('1')], min(3), {
      adHocEvents: [{ event: note, sentAt: min(2) }],
    });
    expect(shownAt(projection)).toEqual({ '1': 0, 'adhoc-1': 120 });
    expect(projection.visible[1]?.source).toBe('ad-hoc');
  });

  it('schedules an ad-hoc event sent for a later game time in nextDueAt', () => {
    const projection = view([email('1')], min(1), {
      adHocEvents: [{ event: note, sentAt: min(2) }],
    });
    expect(ids(projection)).toEqual(['1']);
    expect(projection.nextDueAt).toBe(min(2));
  });

  it('orders ad-hoc events after scenario events shown at the same time', () => {
    const projection = view([email('1')], 0, { adHocEvents: [{ event: note, sentAt: 0 }] });
    expect(ids(projection)).toEqual(['1', 'adhoc-1']);
  });
});
