import { describe, expect, it } from 'vitest';
import { isScoredQuestion, markAnswer, passesTeamRule, score, scoreProjection } from './score';
import { answer, email, question, sec, view } from '../testing/engine';

const choice = question('q', 'option', [['Isolate'], ['Watch'], ['Wait']], {
  correct: ['Isolate'],
  wrong: ['Watch'],
  neutral: ['Wait'],
});

describe('markAnswer', () => {
  it('marks an option in correct as correct, in wrong as wrong and in neutral as neutral', () => {
    expect(markAnswer(choice, 'Isolate')).toBe('correct');
    expect(markAnswer(choice, 'Watch')).toBe('wrong');
    expect(markAnswer(choice, 'Wait')).toBe('neutral');
  });

  it('marks an unlisted option wrong when correct answers are named, else correct', () => {
    expect(markAnswer(choice, 'Something else')).toBe('wrong');
    const onlyWrong = question('q', 'random', [['A'], ['B']], { wrong: ['B'] });
    expect(markAnswer(onlyWrong, 'A')).toBe('correct');
    expect(markAnswer(onlyWrong, 'B')).toBe('wrong');
  });

  it('marks an unanswered scored question wrong', () => {
    expect(markAnswer(choice, undefined)).toBe('wrong');
  });

  it('leaves questions without correct or wrong lists, and events without a response, unscored', () => {
    expect(markAnswer(question('q', 'option', [['A']]), 'A')).toBe('unscored');
    expect(markAnswer(email('e', { correct: ['x'] }), 'x')).toBe('unscored');
    expect(markAnswer(email('t', { responseType: 'text', options: 'text' }), 'hi')).toBe(
      'unscored',
    );
  });

  it('scores only story questions: Preset and Noise questions take answers but never count', () => {
    expect(isScoredQuestion(choice)).toBe(true);
    for (const section of ['Preset', 'Noise']) {
      expect(isScoredQuestion({ ...choice, section })).toBe(false);
      expect(markAnswer({ ...choice, section }, 'Isolate')).toBe('unscored');
    }
  });

  it('scores a question that names only wrong answers, but not a reorder or a neutral-only one', () => {
    expect(isScoredQuestion(question('q', 'option', [['A']], { wrong: ['A'] }))).toBe(true);
    expect(isScoredQuestion(question('q', 'reorder', [['A']], { wrong: ['A'] }))).toBe(false);
    expect(isScoredQuestion(question('q', 'option', [['A']], { neutral: ['A'] }))).toBe(false);
    expect(isScoredQuestion(question('q', 'option', [], { options: '', correct: ['A'] }))).toBe(
      false,
    );
  });

  it('needs exactly the correct set for a checkbox question, neutral choices aside', () => {
    const box = question('q', 'checkbox', [['Legal'], ['Comms'], ['DPO'], ['Catering']], {
      correct: ['Legal', 'Comms'],
      neutral: ['DPO'],
    });
    expect(markAnswer(box, ['Comms', 'Legal'])).toBe('correct');
    expect(markAnswer(box, ['Comms', 'Legal', 'DPO'])).toBe('correct');
    expect(markAnswer(box, ['Legal'])).toBe('wrong');
    expect(markAnswer(box, ['Legal', 'Comms', 'Catering'])).toBe('wrong');
    expect(markAnswer(box, ['DPO'])).toBe('neutral');
  });

  it('compares the first 5 items of a reorder answer with correct, in order', () => {
    const steps = ['a', 'b', 'c', 'd', 'e', 'f'];
    const reorder = question('q', 'reorder', [], { options: '[{"reorder":"a"}]', correct: steps });
    expect(markAnswer(reorder, ['a', 'b', 'c', 'd', 'e', 'z'])).toBe('correct');
    expect(markAnswer(reorder, ['a', 'b', 'c', 'e', 'd', 'f'])).toBe('wrong');
    expect(markAnswer(reorder, ['a', 'b'])).toBe('wrong');
    const short = question('q', 'reorder', [['x'], ['y']], { correct: ['x', 'y'] });
    expect(markAnswer(short, ['x', 'y'])).toBe('correct');
  });

  it('marks free text against its lists without regard to case or surrounding spaces', () => {
    const text = email('t', { responseType: 'text', options: 'text', correct: ['Isolate FS-02'] });
    expect(markAnswer(text, '  isolate fs-02 ')).toBe('correct');
    expect(markAnswer(text, 'wait')).toBe('wrong');
  });

  it('marks a form correct when every correct value is among its fields and no wrong one is', () => {
    const form = email('f', {
      responseType: 'form',
      options: 'report',
      correct: ['Ransomware'],
      wrong: ['None'],
    });
    expect(markAnswer(form, { kind: 'ransomware', who: ['SOC'] })).toBe('correct');
    expect(markAnswer(form, { kind: 'Ransomware', also: ['None'] })).toBe('wrong');
    expect(markAnswer(form, { kind: 'Phishing' })).toBe('wrong');
  });
});

describe('score', () => {
  const seen = [
    choice,
    question('r', 'random', [['A'], ['B']], { correct: ['A'] }),
    question('t', 'option', [['Yes'], ['No']], { correct: ['Yes'], team: 'true' }),
    email('info'),
  ];

  it('counts only scored questions the player saw, neutral answers left out', () => {
    const responses = [answer('q', 'Wait', 1), answer('r', 'A', 2), answer('t', 'No', 3)];
    expect(score(seen, responses, 'ann')).toEqual({
      score: 1,
      totalQuestions: 2,
      passed: false,
      ownPasses: 1,
      teamPasses: 0,
    });
  });

  it('counts a seen but unanswered question as 0', () => {
    expect(score(seen, [answer('q', 'Isolate', 1)], 'ann')).toMatchObject({
      score: 1,
      totalQuestions: 3,
    });
  });

  it("credits the team's first answer to a team question to every member", () => {
    const responses = [
      answer('t', 'Yes', 5, 'bob', 'Athena'),
      answer('t', 'No', 6, 'ann', 'Athena'),
    ];
    for (const player of ['ann', 'bob']) {
      expect(score(seen, responses, player, 'Athena')).toMatchObject({ teamPasses: 1, score: 1 });
    }
    expect(score(seen, responses, 'cid', 'Hades')).toMatchObject({ teamPasses: 0, score: 0 });
  });

  it('does not credit a teammate answer to an individual question', () => {
    const responses = [answer('q', 'Isolate', 5, 'bob', 'Athena')];
    expect(score(seen, responses, 'ann', 'Athena').score).toBe(0);
  });

  it('passes at exactly 70 % and fails just below', () => {
    const ten = Array.from({ length: 10 }, (_, i) =>
      question(`q${i}`, 'option', [['Right'], ['Wrong']], { correct: ['Right'] }),
    );
    const answers = (right: number) =>
      ten.map((q, i) => answer(q.id, i < right ? 'Right' : 'Wrong', i));
    expect(score(ten, answers(7), 'ann')).toMatchObject({
      score: 7,
      totalQuestions: 10,
      passed: true,
    });
    expect(score(ten, answers(6), 'ann').passed).toBe(false);
  });

  it('passes a player who saw no scored question', () => {
    expect(score([email('1')], [], 'ann')).toMatchObject({ totalQuestions: 0, passed: true });
  });

  it('counts an event seen twice once', () => {
    expect(score([choice, choice], [], 'ann').totalQuestions).toBe(1);
  });

  it('scores only what the projection shows the player', () => {
    const events = [
      question(
        '1',
        'option',
        [
          ['A', '2'],
          ['B', '3'],
        ],
        { correct: ['A'] },
      ),
      question('2', 'option', [['C']], { correct: ['C'] }),
      question('3', 'option', [['D']], { correct: ['D'] }),
    ];
    const responses = [answer('1', 'A', sec(1))];
    const projection = view(events, sec(10), { responses });
    expect(scoreProjection(projection, responses, 'ann')).toMatchObject({
      score: 1,
      totalQuestions: 2,
    });
  });
});

describe('passesTeamRule', () => {
  it('passes when own passes plus team passes reach 70 % of the total questions', () => {
    expect(passesTeamRule(4, 3, 10)).toBe(true);
    expect(passesTeamRule(4, 2, 10)).toBe(false);
    expect(passesTeamRule(0, 7, 10)).toBe(true);
  });

  it('passes when there are no questions', () => {
    expect(passesTeamRule(0, 0, 0)).toBe(true);
  });
});
