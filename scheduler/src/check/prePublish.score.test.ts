import { describe, expect, it } from 'vitest';
import { event, question } from '../testing/check';
import { prePublishCheck } from './prePublish';

describe('prePublishCheck score', () => {
  it('takes the path with the best share of correct answers', () => {
    const check = prePublishCheck([
      question('1', { options: '[{"option":"Right","next":"2"},{"option":"Wrong","next":"3"}]' }),
      question('2', { next: '/0' }),
      event('3', { next: '/0' }),
    ]);
    expect(check).toMatchObject({ bestScore: 1, totalQuestions: 2, reachesPassMark: true });
  });

  it('does not count a correct answer whose option leads where no right answer is left', () => {
    const check = prePublishCheck([
      question('1', { options: '[{"option":"Right","next":"2"},{"option":"Wrong","next":"3"}]' }),
      question('2', { correct: ['Nothing of the above'], next: '/0' }),
      question('3', { correct: ['Nothing of the above'], next: '/0' }),
    ]);
    expect(check).toMatchObject({ bestScore: 0.5, totalQuestions: 2, reachesPassMark: false });
    expect(check.issues).toContain('The best achievable score is 50%, below the 70% pass mark.');
  });

  it('reaches the pass mark at exactly 70%', () => {
    const events = Array.from({ length: 10 }, (_, index) =>
      index < 7
        ? question(String(index + 1), { next: String(index + 2) })
        : question(String(index + 1), {
            correct: ['Missing'],
            next: index === 9 ? '/0' : String(index + 2),
          }),
    );
    expect(prePublishCheck(events)).toMatchObject({
      bestScore: 0.7,
      totalQuestions: 10,
      reachesPassMark: true,
    });
  });

  it('counts a checkbox question right only when its options hold the correct set', () => {
    const checkbox = (correct: string[]) =>
      prePublishCheck([
        event('1', {
          responseType: 'checkbox',
          options: '[{"checkbox":"Legal"},{"checkbox":"Catering"}]',
          correct,
          next: '/0',
        }),
      ]);
    expect(checkbox(['Legal'])).toMatchObject({ bestScore: 1, totalQuestions: 1 });
    expect(checkbox(['Legal', 'Press'])).toMatchObject({ bestScore: 0, totalQuestions: 1 });
  });

  it('scores a question that lists only wrong answers, any other answer being right', () => {
    const check = prePublishCheck([question('1', { correct: [], next: '/0' })]);
    expect(check).toMatchObject({ bestScore: 1, totalQuestions: 1 });
  });

  it('passes a story without scored questions, as the engine does, with nothing to fix', () => {
    const check = prePublishCheck([
      question('1', { correct: [], wrong: [], neutral: ['Right'], next: '/0' }),
    ]);
    expect(check).toMatchObject({ bestScore: null, totalQuestions: 0, reachesPassMark: true });
    expect(check.issues).toEqual([]);
  });

  it('leaves a question answered with a neutral answer out of the score', () => {
    const check = prePublishCheck([
      question('1', {
        options: '[{"option":"Right","next":"2"},{"option":"Skip","next":"3"}]',
        wrong: [],
        neutral: ['Skip'],
      }),
      question('2', { correct: ['Nothing of the above'], next: '/0' }),
      question('3', { next: '/0' }),
    ]);
    expect(check).toMatchObject({ bestScore: 1, totalQuestions: 1 });
  });

  it('scores a late answer given after the time-out moved on, as the engine does', () => {
    const check = prePublishCheck([
      question('1', {
        options: '[{"option":"Right","next":"2"},{"option":"Wrong","next":"2"}]',
        timeLimit: '30',
        next: '3',
      }),
      question('2', { correct: ['Nothing of the above'], next: '/0' }),
      question('3', { next: '/0' }),
    ]);
    expect(check).toMatchObject({ bestScore: 1, totalQuestions: 2 });
  });

  it('does not score Preset and Noise questions', () => {
    const check = prePublishCheck([
      question('p', { section: 'Preset' }),
      question('1', { next: '/0' }),
      question('n', { section: 'Noise', displayAfter: '0' }),
    ]);
    expect(check).toMatchObject({ bestScore: 1, totalQuestions: 1 });
  });

  it('adds up the questions of chains that run side by side', () => {
    const check = prePublishCheck([
      question('1', { next: -1 }),
      question('2', { displayAfter: '5', correct: ['Missing'] }),
    ]);
    expect(check).toMatchObject({ bestScore: 0.5, totalQuestions: 2 });
  });

  it("leaves out a question that shows only after another chain's '/0' has ended the run", () => {
    const check = prePublishCheck([
      question('1', { next: '/0' }),
      question('2', { displayAfter: '5', correct: ['Missing'] }),
    ]);
    expect(check).toMatchObject({ bestScore: 1, totalQuestions: 1 });
  });
});
