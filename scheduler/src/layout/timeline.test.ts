import type { ScenarioEvent } from '@dojo/protocol';
import { describe, expect, it } from 'vitest';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { event } from '../testing/layout';
import { layoutTimeline } from './timeline';

const timeOf = (events: ScenarioEvent[], id: string, startTime = '09:00') =>
  layoutTimeline(events, { startTime }).cards.find((card) => card.id === id)?.time;

describe('layoutTimeline timing', () => {
  it('shows the first main event at the start time', () => {
    expect(timeOf([event('1')], '1')).toBe('09:00:00');
  });

  it('takes a start time with seconds, and 00:00:00 when the picker is empty', () => {
    expect(timeOf([event('1')], '1', '09:30:15')).toBe('09:30:15');
    expect(timeOf([event('1')], '1', '')).toBe('00:00:00');
  });

  it("adds the event's delay at each step", () => {
    const events = [
      event('1', { next: '2', delay: '30' }),
      event('2', { next: '3', delay: '45' }),
      event('3'),
    ];
    expect(timeOf(events, '2')).toBe('09:00:30');
    expect(timeOf(events, '3')).toBe('09:01:15');
  });

  it('holds an event until its start time, and shows it on arrival when what leads there is later', () => {
    const events = [
      event('1', { next: '2', delay: '30' }),
      event('2', { next: '3', startAt: '900', delay: '1200' }),
      event('3', { startAt: '1800' }),
    ];
    expect(timeOf(events, '2')).toBe('09:15:00');
    expect(timeOf(events, '3')).toBe('09:35:00');
    const layout = layoutTimeline(events, { startTime: '09:00' });
    expect(layout.mode).toBe('chain');
    expect(layout.timings['3']).toEqual(['09:35:00']);
  });

  it('adds 5 seconds when the event sets no delay', () => {
    const events = [event('1', { next: '2', delay: '' }), event('2')];
    expect(timeOf(events, '2')).toBe('09:00:05');
  });

  it('adds the time limit on a branch option', () => {
    const events = [
      event('1', {
        responseType: 'option',
        options: '[{"option":"Isolate","next":"2"},{"option":"Wait"}]',
        timeLimit: '300',
        next: '3',
        delay: '5',
      }),
      event('2'),
      event('3'),
    ];
    expect(timeOf(events, '2')).toBe('09:05:05');
    expect(timeOf(events, '3')).toBe('09:00:05');
  });

  it('adds LaterThan on a late branch', () => {
    const events = [
      event('1', {
        responseType: 'text',
        options: 'text',
        next: '2',
        laterThan: '120',
        nextIfLate: '3',
      }),
      event('2'),
      event('3'),
    ];
    expect(timeOf(events, '3')).toBe('09:02:05');
  });

  it('places events with displayAfter that many minutes after the start, sorted by time', () => {
    const events = [
      event('1', { displayAfter: '10' }),
      event('2', { displayAfter: '2' }),
      event('3', { displayAfter: '2' }),
    ];
    const timeline = layoutTimeline(events, { startTime: '09:00' });
    expect(timeline.mode).toBe('schedule');
    const placed = timeline.cards.map(({ id, time, column, row }) => ({ id, time, column, row }));
    expect(placed).toEqual([
      { id: '1', time: '09:10:00', column: 1, row: 0 },
      { id: '2', time: '09:02:00', column: 0, row: 0 },
      { id: '3', time: '09:02:00', column: 0, row: 1 },
    ]);
  });

  it('times an event chained after a displayAfter event from that event', () => {
    const events = [event('1', { displayAfter: '3', next: '2', delay: '20' }), event('2')];
    expect(timeOf(events, '2')).toBe('09:03:20');
  });

  it('leaves Preset and Noise events out of the timeline', () => {
    const events = [
      event('1', { section: 'Preset' }),
      event('2'),
      event('3', { section: 'Noise', displayAfter: '2' }),
    ];
    const timeline = layoutTimeline(events);
    expect(timeline.cards.map((card) => card.id)).toEqual(['2']);
    expect(timeline.mode).toBe('chain');
  });

  it('lists every time an event can show at in its timings', () => {
    const events = [
      event('1', {
        responseType: 'option',
        options: '[{"option":"A","next":"3"},{"option":"B"}]',
        timeLimit: '60',
        next: '2',
      }),
      event('2', { next: '3', delay: '5' }),
      event('3'),
    ];
    expect(layoutTimeline(events, { startTime: '09:00' }).timings['3']).toEqual([
      '09:00:10',
      '09:01:05',
    ]);
  });

  it('wraps past midnight', () => {
    const events = [event('1', { next: '2', delay: '120' }), event('2')];
    expect(timeOf(events, '2', '23:59')).toBe('00:01:00');
  });
});

describe('layoutTimeline on the demo scenario', () => {
  const timeline = layoutTimeline(DEMO_SCENARIO.scenario, { startTime: '09:00' });

  it('lays out the main events on two lanes, the wrong choice below', () => {
    const placed = timeline.cards.map(({ id, time, column, row }) => [id, time, column, row]);
    expect(placed).toEqual([
      ['2', '09:00:00', 0, 0],
      ['3', '09:05:05', 1, 0],
      ['4', '09:05:05', 1, 1],
      ['5', '09:05:10', 2, 0],
      ['6', '09:05:15', 3, 0],
      ['7', '09:05:20', 4, 0],
      ['8', '09:05:25', 5, 0],
    ]);
  });

  it('draws the option branch, the time-out to the late branch and the chain', () => {
    expect(timeline.edges.map(({ from, to, kind }) => `${from}-${kind}-${to}`)).toEqual([
      '2-option-3',
      '2-option-4',
      '3-next-5',
      '4-next-5',
      '5-next-6',
      '5-timeout-7',
      '6-next-7',
      '7-next-8',
    ]);
  });

  it('flags the team question with its branch, PDF and time-limit badge', () => {
    expect(timeline.cards[0]).toMatchObject({
      persona: 'Sam Patel',
      personaPicture: 'SamPatel.png',
      channel: 'Email',
      subject: 'Unusual encryption activity on FS-02',
      responseType: 'option',
      hasResponse: true,
      hasPdf: true,
      hasImage: false,
      isBranchPoint: true,
      isTeamQuestion: true,
      timeLimitLabel: '5 minutes',
      finish: null,
    });
  });

  it('marks the form that ends the run', () => {
    expect(timeline.cards[6]).toMatchObject({
      responseType: 'form',
      finish: 'end',
      timeLimitLabel: '10 minutes',
    });
  });
});
