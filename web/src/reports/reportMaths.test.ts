import { describe, expect, it } from 'vitest';
import type { ReportData } from '@dojo/protocol';
import { questionStats, median } from './analytics';
import { csvCell, debriefCsv } from './debriefCsv';
import { answerRows } from './reportRows';
import { timelinessBars, timelinessLines } from './timelinessTable';

const REPORT: ReportData = {
  type: 'success',
  name: 'Q3 drill',
  questions: [
    {
      id: 'q1',
      subject: 'Isolate?',
      timeLimit: 100,
      options: ['Isolate', 'Wait', 'Call legal'],
      responses: [
        {
          text: 'Isolate',
          count: 2,
          mark: 'correct',
          respondents: [
            { player: 'ana@x.test', time: 50, team: 'Athena' },
            { player: 'ben@x.test', time: 110, team: 'Athena' },
          ],
        },
        {
          text: 'Wait',
          count: 1,
          mark: 'wrong',
          respondents: [{ player: 'cy@x.test', time: 111, team: 'Hades' }],
        },
      ],
    },
    {
      id: 'q2',
      subject: 'Who to call',
      timeLimit: null,
      responses: [
        {
          text: 'Legal',
          count: 1,
          mark: 'correct',
          respondents: [{ player: 'ana@x.test', time: 500, team: 'Athena' }],
        },
      ],
    },
  ],
  incidentLogs: [{ user: 'ana@x.test', text: '=SUM(A1) "quoted", line\nnext' }],
  participants: { 'ana@x.test': 'Athena', 'ben@x.test': 'Athena', 'cy@x.test': 'Hades' },
  totalQuestions: 2,
  scores: [
    {
      user: 'ana@x.test',
      team: 'Athena',
      results: [],
      score: 2,
      totalQuestions: 2,
      passed: true,
    },
  ],
};

describe('timeliness', () => {
  it('counts early up to 50 % of the limit, in time up to 110 %, late beyond, and in time without a limit', () => {
    const bars = timelinessBars(answerRows(REPORT));
    expect(bars).toEqual([
      { id: 'q1', subject: 'Isolate?', early: 1, 'in time': 1, late: 1 },
      { id: 'q2', subject: 'Who to call', early: 0, 'in time': 1, late: 0 },
    ]);
  });

  it("says 'In time' per event and team when the average is under the limit", () => {
    const lines = timelinessLines(answerRows(REPORT));
    expect(lines.find((line) => line.id === 'q1' && line.team === 'Athena')).toMatchObject({
      averageSeconds: 80,
      verdict: 'In time',
    });
    expect(lines.find((line) => line.team === 'Hades')?.verdict).toBe('Late');
  });
});

describe('questionStats', () => {
  it('gives share correct, every option with its count, the median time and teams, hardest first', () => {
    const [hardest, easiest] = questionStats(REPORT.questions, answerRows(REPORT));
    expect(hardest?.question.id).toBe('q1');
    expect(hardest?.shareCorrect).toBeCloseTo(2 / 3);
    expect(hardest?.choices).toEqual([
      { text: 'Isolate', count: 2, mark: 'correct' },
      { text: 'Wait', count: 1, mark: 'wrong' },
      { text: 'Call legal', count: 0, mark: null },
    ]);
    expect(hardest?.medianSeconds).toBe(110);
    expect(hardest?.teams).toEqual([
      { team: 'Athena', answers: 2, shareCorrect: 1 },
      { team: 'Hades', answers: 1, shareCorrect: 0 },
    ]);
    expect(easiest?.shareCorrect).toBe(1);
  });

  it('takes the middle of an even count as the mean of the two middle values', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('debriefCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('lists scores, responses and incident logs under the names it is given', () => {
    const csv = debriefCsv(REPORT, (player) => player.toUpperCase());
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'section,player,team,question,answer,mark,seconds,timeliness,score,total,passed,text',
    );
    expect(lines[1]).toBe('score,ANA@X.TEST,Athena,,,,,,2,2,true,');
    expect(csv).toContain('response,CY@X.TEST,Hades,Isolate?,Wait,wrong,111,late');
    expect(csv).toContain('incident log,ANA@X.TEST');
    expect(csv).not.toContain('ana@x.test');
  });
});
