import { describe, expect, it } from 'vitest';
import { LANGUAGES, TUTORIAL_EVENT_IDS } from '@dojo/protocol';
import { t } from '../../shared/i18n';
import { speak } from '../../testing/i18n';
import { stepAfter, tutorialEvents, tutorialPdfs } from './tutorialScenario';
import { tutorialAnswerMatches } from './tutorialCheck';
import { choicesOf } from '../respond/answers';

describe.each(LANGUAGES)('the built-in tutorial in %s', (language) => {
  speak(language);
  const events = tutorialEvents(t);
  const pdfs = tutorialPdfs(t);

  it('has the ten steps t1 to t10, chained in order to the end', () => {
    expect(events.map((event) => event.id)).toEqual(TUTORIAL_EVENT_IDS);
    const visited: string[] = [];
    let step: ReturnType<typeof stepAfter> = events[0] ?? null;
    while (step !== null && step !== 'finished') {
      visited.push(step.id);
      step = stepAfter(events, step.id);
    }
    expect(visited).toEqual(TUTORIAL_EVENT_IDS);
    expect(step).toBe('finished');
  });

  it('teaches every response type and every channel', () => {
    const kinds = new Set(events.map((event) => event.responseType));
    for (const kind of ['option', 'checkbox', 'reorder', 'text', 'random', 'form', 'none']) {
      expect(kinds).toContain(kind);
    }
    const types = new Set(events.map((event) => event.type));
    expect([...types].sort()).toEqual(['Alert', 'Email', 'News', 'Social']);
  });

  it('asks only for answers the player can give, in the words of its options', () => {
    for (const event of events) {
      expect(event.content).not.toMatch(/tutorial\.|\{/);
      const texts = choicesOf(event).map((choice) => choice.text);
      if (event.responseType === 'checkbox' || event.responseType === 'reorder') {
        for (const expected of event.correct ?? []) expect(texts).toContain(expected);
        expect(tutorialAnswerMatches(event, event.correct ?? [])).toBe(true);
      } else if (texts.length > 0) {
        expect(texts).toContain(event.correct?.[0]);
      }
    }
    const t4 = events.find((event) => event.id === 't4')!;
    expect(t4.content).toContain(t4.correct?.[0]);
    const form = pdfs.find((pdf) => pdf.fileName === 'tutorialReport')!;
    const severity = form.fields.find((field) => field.identifier === 'severity')!;
    const wanted = events.find((event) => event.id === 't8')!.correct![0]!.split('=')[1];
    expect(severity.options).toContain(wanted);
    expect(
      tutorialAnswerMatches(
        events.find((event) => event.id === 't8')!,
        { severity: wanted! },
      ),
    ).toBe(true);
  });

  it('ships the attachment and the form its steps name, with the code word the step asks for', () => {
    const names = pdfs.map((pdf) => pdf.fileName);
    expect(names).toContain(events.find((event) => event.id === 't5')?.pdf);
    expect(names).toContain(events.find((event) => event.id === 't8')?.options);
    const handbook = pdfs.find((pdf) => pdf.fileName === 'tutorialHandbook')!;
    const word = events.find((event) => event.id === 't5')!.correct![0]!;
    expect(handbook.content.toLowerCase()).toContain(word.toLowerCase());
  });
});

describe('the tutorial in German', () => {
  it('speaks German, not English', () => {
    speak('de');
    const t1 = tutorialEvents(t)[0]!;
    expect(t1.subject).toBe('Willkommen in Ihrem Übungs-Posteingang');
    expect(t1.correct).toEqual(['Ich bin bereit']);
    speak('en');
  });
});
