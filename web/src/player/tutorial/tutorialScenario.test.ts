import { describe, expect, it } from 'vitest';
import { TUTORIAL_EVENT_IDS } from '@dojo/protocol';
import { TUTORIAL_EVENTS, TUTORIAL_PDFS, stepAfter } from './tutorialScenario';
import { tutorialAnswerMatches } from './tutorialCheck';
import { choicesOf } from '../respond/answers';

describe('the built-in tutorial', () => {
  it('has the ten steps t1 to t10, chained in order to the end', () => {
    expect(TUTORIAL_EVENTS.map((event) => event.id)).toEqual(TUTORIAL_EVENT_IDS);
    const visited: string[] = [];
    let step: ReturnType<typeof stepAfter> = TUTORIAL_EVENTS[0] ?? null;
    while (step !== null && step !== 'finished') {
      visited.push(step.id);
      step = stepAfter(TUTORIAL_EVENTS, step.id);
    }
    expect(visited).toEqual(TUTORIAL_EVENT_IDS);
    expect(step).toBe('finished');
  });

  it('teaches every response type and every channel', () => {
    const kinds = new Set(TUTORIAL_EVENTS.map((event) => event.responseType));
    for (const kind of ['option', 'checkbox', 'reorder', 'text', 'random', 'form', 'none']) {
      expect(kinds).toContain(kind);
    }
    const types = new Set(TUTORIAL_EVENTS.map((event) => event.type));
    expect([...types].sort()).toEqual(['Alert', 'Email', 'News', 'Social']);
  });

  it('asks only for answers the player can give', () => {
    for (const event of TUTORIAL_EVENTS) {
      const texts = choicesOf(event).map((choice) => choice.text);
      if (event.responseType === 'checkbox' || event.responseType === 'reorder') {
        for (const expected of event.correct ?? []) expect(texts).toContain(expected);
        expect(tutorialAnswerMatches(event, event.correct ?? [])).toBe(true);
      } else if (texts.length > 0) {
        expect(texts).toContain(event.correct?.[0]);
      }
    }
  });

  it('ships the attachment and the form its steps name', () => {
    const names = TUTORIAL_PDFS.map((pdf) => pdf.fileName);
    expect(names).toContain(TUTORIAL_EVENTS.find((event) => event.id === 't5')?.pdf);
    expect(names).toContain(TUTORIAL_EVENTS.find((event) => event.id === 't8')?.options);
  });
});
