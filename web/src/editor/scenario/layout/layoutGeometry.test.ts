import { describe, expect, it } from 'vitest';
import { TIMELINE_STEP_PX } from '@dojo/protocol';
import {
  branchNotes,
  canvasSize,
  connectorPath,
  CARD_WIDTH,
  CANVAS_PADDING,
} from './layoutGeometry';

describe('the layout canvas', () => {
  it('is as wide as its columns of 302 px steps', () => {
    expect(canvasSize(3, 1, TIMELINE_STEP_PX).width).toBe(
      2 * TIMELINE_STEP_PX + CARD_WIDTH + 2 * CANVAS_PADDING,
    );
  });

  it('draws a branch forward as one curve and a loop back round under the cards', () => {
    expect(connectorPath({ x: 0, row: 0 }, { x: 302, row: 0 })).toMatch(/^M [\d.]+ [\d.]+ C /);
    expect(connectorPath({ x: 604, row: 0 }, { x: 0, row: 0 })).toContain(' L ');
  });

  it('notes the answers and timing branches leaving each card', () => {
    const notes = branchNotes([
      { from: '2', to: '3', kind: 'option', label: 'Isolate' },
      { from: '2', to: '4', kind: 'next' },
      { from: '5', to: '7', kind: 'late' },
    ]);
    expect(Object.fromEntries(notes)).toEqual({
      '2': [{ text: 'Isolate', to: '3' }],
      '5': [{ text: 'Answered late', to: '7' }],
    });
  });
});
