import { describe, expect, it } from 'vitest';
import { pauseClock, pushClock, resumeClock, STOPPED_CLOCK } from '../clock';
import { wallTimeAt } from './due';
import {
  answer,
  email,
  ids,
  min,
  question,
  running,
  sec,
  shownAt,
  START,
  viewAt,
} from '../testing/engine';

const events = [
  email('1', { next: '2', delay: '60' }),
  question('2', 'option', [['A']], { next: '3', timeLimit: '120', delay: '0' }),
  email('3', { next: '4', delay: '60' }),
  email('4'),
];

describe('pause, resume and push', () => {
  it('freeze the projection while paused and keep nextDueAt in game time', () => {
    const paused = pauseClock(running(), START + sec(30));
    const atPause = viewAt(events, paused, START + sec(30));
    const muchLater = viewAt(events, paused, START + min(30));
    expect(muchLater).toEqual(atPause);
    expect(muchLater.gameTime).toBe(sec(30));
    expect(muchLater.nextDueAt).toBe(sec(60));
  });

  it('continue where they stopped after resume, with the pause left out', () => {
    const paused = pauseClock(running(), START + sec(30));
    const resumed = resumeClock(paused, START + min(10));
    expect(ids(viewAt(events, resumed, START + min(10) + sec(29)))).toEqual(['1']);
    const due = viewAt(events, resumed, START + min(10) + sec(30));
    expect(shownAt(due)).toEqual({ '1': 0, '2': 60 });
  });

  it('show everything due inside a push at its scheduled display time', () => {
    const pushed = pushClock(running(), min(5));
    const projection = viewAt(events, pushed, START + sec(1));
    expect(shownAt(projection)).toEqual({ '1': 0, '2': 60, '3': 180, '4': 240 });
    expect(projection.gameTime).toBe(min(5) + sec(1));
  });

  it('let a push run a time limit out', () => {
    const pushed = pushClock(running(), sec(200));
    expect(ids(viewAt(events, pushed, START))).toEqual(['1', '2', '3']);
  });

  it('keep answers stamped in game time valid across a pause', () => {
    const paused = pauseClock(running(), START + sec(90));
    const resumed = resumeClock(paused, START + min(20));
    const responses = [answer('2', 'A', sec(90))];
    const projection = viewAt(events, resumed, START + min(20), { responses });
    expect(shownAt(projection)).toEqual({ '1': 0, '2': 60, '3': 90 });
  });
});

describe('wallTimeAt', () => {
  it('converts a game time to the wall clock of a running clock', () => {
    const clock = pushClock(
      resumeClock(pauseClock(running(), START + sec(10)), START + sec(40)),
      sec(5),
    );
    expect(wallTimeAt(clock, sec(60))).toBe(START + sec(30) + sec(60) - sec(5));
    const projection = viewAt(events, clock, START + sec(40));
    const wall = wallTimeAt(clock, projection.nextDueAt ?? 0);
    expect(viewAt(events, clock, (wall ?? 0) - 1).visible).toHaveLength(1);
    expect(viewAt(events, clock, wall ?? 0).visible).toHaveLength(2);
  });

  it('gives no wall time while the clock is paused or not started', () => {
    expect(wallTimeAt(pauseClock(running(), START), sec(60))).toBeNull();
    expect(wallTimeAt(STOPPED_CLOCK, 0)).toBeNull();
  });
});
