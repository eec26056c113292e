import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import { renderWithData } from '../../testing';
import { makeFacilitatorStatus, makePositionPlayer } from '../../testing/facilitator';
import { ConsoleTimeline } from './ConsoleTimeline';

/** A main-section Email without a response, as the timeline lays it out. */
const email = (id: string, subject: string): ScenarioEvent => ({
  id,
  section: '1',
  type: 'Email',
  subject,
  responseType: 'none',
  options: '',
  next: -1,
});

const NOW = Date.now();
const seen = (id: string) => ({ displayAt: NOW - 60_000, visible: true, subject: id, id });

/** The counts line under the card of event `id`. */
const countsOf = (id: string) =>
  document.querySelector(`.console-card-counts[data-event="${id}"]`)?.textContent;

beforeEach(() => {
  // jsdom has no ResizeObserver: the canvas measures its room once.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('ConsoleTimeline', () => {
  it('says when the scenario has nothing to lay out', () => {
    renderWithData(
      <ConsoleTimeline
        events={[{ id: '1', section: 'Preset' }]}
        status={makeFacilitatorStatus()}
        receivedAt={NOW}
      />,
    );
    expect(screen.getByText('This scenario has no events outside Preset and Noise.')).toBeTruthy();
  });

  it('shows on each card how many players have seen and answered it', () => {
    const status = makeFacilitatorStatus({
      paused: 'false',
      serverTime: NOW,
      currentPositions: [
        {
          subject: 'Ransom note',
          players: [
            makePositionPlayer('ann', { events: [seen('1'), seen('2')] }),
            makePositionPlayer('bob', { events: [seen('1')] }),
          ],
        },
      ],
      responded: { '1': ['ann'] },
    });
    renderWithData(
      <ConsoleTimeline
        events={[email('1', 'Ransom note'), email('2', 'Press call'), email('3', 'Regulator')]}
        status={status}
        receivedAt={NOW}
      />,
    );
    expect(screen.getByRole('region', { name: 'Layout timeline' })).toBeTruthy();
    expect(countsOf('1')).toBe('2 seen1 answered');
    expect(countsOf('2')).toBe('1 seen0 answered');
    expect(countsOf('3')).toBe('0 seen0 answered');
  });
});
