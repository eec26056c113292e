import { describe, expect, it } from 'vitest';
import type { FacilitatorStatus, ScenarioEvent } from '@dojo/protocol';
import { answersReport } from './answersReport';

const event = (id: string, responseType: ScenarioEvent['responseType']): ScenarioEvent => ({
  id,
  subject: `Q${id}`,
  content: '',
  responseType,
});

describe('answersReport', () => {
  it('lists each question with who saw it, who answered and who has not yet', () => {
    const status: FacilitatorStatus = {
      paused: 'false',
      open: true,
      serverTime: 0,
      responded: { '2': ['ana'] },
      currentPositions: [
        {
          subject: 'Q2',
          players: [
            { user: 'ana', events: [{ id: '2', displayAt: 0, visible: true, subject: 'Q2' }] },
            { user: 'ben', events: [{ id: '2', displayAt: 0, visible: true, subject: 'Q2' }] },
          ],
        },
      ],
    };
    const rows = answersReport(
      [event('1', 'none'), event('2', 'option'), event('3', 'text')],
      status,
    );
    expect(rows).toEqual([
      { id: '2', subject: 'Q2', seen: ['ana', 'ben'], answered: ['ana'], waiting: ['ben'] },
      { id: '3', subject: 'Q3', seen: [], answered: [], waiting: [] },
    ]);
  });
});
