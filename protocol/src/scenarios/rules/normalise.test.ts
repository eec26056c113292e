import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '../event.entities';
import {
  droppedAnswerWarnings,
  normaliseEventForSave,
  setDisplayAfter,
  setNext,
  socialSubject,
} from './normalise';

const email: ScenarioEvent = {
  id: '2',
  type: 'Email',
  section: '1',
  name: 'Sam Patel',
  organisation: 'Acme Corp',
  subject: 'Unusual encryption activity',
  content: 'Our EDR flagged mass file renames.',
  responseType: 'none',
  options: '',
  timeLimit: '300',
  next: '3',
  delay: '5',
};

describe('normaliseEventForSave', () => {
  it('stores the option of a text response as "text"', () => {
    const saved = normaliseEventForSave({ ...email, responseType: 'text', options: '' });
    expect(saved.options).toBe('text');
  });

  it('clears the pdf of a form response and keeps the form name in options', () => {
    const saved = normaliseEventForSave({
      ...email,
      responseType: 'form',
      options: 'incidentReport',
      pdf: 'ransomwarePlaybook',
    });
    expect(saved).toMatchObject({ options: 'incidentReport', pdf: '' });
  });

  it('stores an option list as JSON without the empty entries', () => {
    const saved = normaliseEventForSave({
      ...email,
      responseType: 'option',
      options: [{ option: 'Isolate', next: '4' }, { option: '  ' }, { option: 'Wait' }],
    });
    expect(saved.options).toBe('[{"option":"Isolate","next":"4"},{"option":"Wait"}]');
  });

  it('stores an option list with no filled entry as an empty string', () => {
    const saved = normaliseEventForSave({
      ...email,
      responseType: 'checkbox',
      options: [{ checkbox: '' }],
    });
    expect(saved.options).toBe('');
  });

  it('keys the option rows by the response type after the author switches type', () => {
    const saved = normaliseEventForSave({
      ...email,
      responseType: 'checkbox',
      options: '[{"option":"Legal"},{"option":"Communications","next":-1}]',
    });
    expect(saved.options).toBe('[{"checkbox":"Legal"},{"checkbox":"Communications"}]');
  });

  it('infers the response type from the options when the event names none', () => {
    const saved = normaliseEventForSave({
      ...email,
      responseType: undefined,
      options: [{ reorder: 'a' }],
    });
    expect(saved).toMatchObject({ responseType: 'reorder', options: '[{"reorder":"a"}]' });
  });

  it('makes an empty type an Email', () => {
    expect(normaliseEventForSave({ ...email, type: '' }).type).toBe('Email');
    expect(normaliseEventForSave({ ...email, type: undefined }).type).toBe('Email');
  });

  it('turns a pdf of "-1" into an empty string', () => {
    expect(normaliseEventForSave({ ...email, pdf: '-1', pdf2: '-1' })).toMatchObject({
      pdf: '',
      pdf2: '',
    });
  });

  it('clears the options of an event without a response, on every channel', () => {
    const stale = '[{"option":"Old"}]';
    expect(normaliseEventForSave({ ...email, type: 'Alert', options: stale }).options).toBe('');
    expect(normaliseEventForSave({ ...email, type: 'Email', options: stale }).options).toBe('');
  });

  it('drops the response and options of a social or news event, as a non-Email type does', () => {
    const social = normaliseEventForSave({
      ...email,
      type: 'Social',
      responseType: 'random',
      options: '[{"random":"Reply with the holding line"}]',
    });
    const news = normaliseEventForSave({ ...email, type: 'News', responseType: 'text' });
    expect(social).toMatchObject({ responseType: 'none', options: '' });
    expect(news).toMatchObject({ responseType: 'none', options: '' });
  });

  it('keeps the answers of an alert that asks a question', () => {
    const alert = normaliseEventForSave({ ...email, type: 'Alert', responseType: 'text' });
    expect(alert).toMatchObject({ responseType: 'text', options: 'text' });
  });

  it('treats "NaN" in a next as empty: it leads nowhere', () => {
    const saved = normaliseEventForSave({
      ...email,
      next: 'NaN',
      nextIfEarly: 'NaN',
      nextIfLate: 'NaN',
      responseType: 'option',
      options: '[{"option":"Isolate","next":"NaN"}]',
    });
    expect(saved).toMatchObject({ next: -1, nextIfEarly: -1, nextIfLate: -1 });
    expect(saved.options).toBe('[{"option":"Isolate"}]');
  });

  it('sets visible to "false" on every event', () => {
    expect(normaliseEventForSave({ ...email, visible: true }).visible).toBe('false');
  });

  it('gives a social event the first 30 characters of its content plus "..." and no time limit', () => {
    const content = 'Hearing that Acme Corp production lines are down this morning.';
    const saved = normaliseEventForSave({ ...email, type: 'Social', content, subject: 'x' });
    expect(saved).toMatchObject({ subject: 'Hearing that Acme Corp product...', timeLimit: '-1' });
  });

  it('gives a news event no time limit', () => {
    expect(normaliseEventForSave({ ...email, type: 'News' }).timeLimit).toBe('-1');
  });

  it('treats "NaN" in a number field as empty', () => {
    const saved = normaliseEventForSave({ ...email, delay: 'NaN', earlierThan: 'NaN', likes: NaN });
    expect(saved).toMatchObject({ delay: '', earlierThan: '', likes: '' });
  });

  it('drops comments without a persona or content', () => {
    const comment = {
      organisation: 'Acme Corp',
      persona: 'Sam Patel',
      content: 'Agreed',
      address: '',
    };
    const saved = normaliseEventForSave({
      ...email,
      type: 'Social',
      comments: [comment, { ...comment, persona: '' }, { ...comment, content: ' ' }],
    });
    expect(saved.comments).toEqual([comment]);
  });

  it('drops empty entries from the correct, neutral and wrong lists', () => {
    const saved = normaliseEventForSave({
      ...email,
      correct: ['Isolate', ''],
      neutral: [' '],
      wrong: ['Wait', ''],
    });
    expect(saved).toMatchObject({ correct: ['Isolate'], neutral: [], wrong: ['Wait'] });
  });

  it('clears next and delay when the event has a display time, since they exclude each other', () => {
    const saved = normaliseEventForSave({ ...email, displayAfter: '10' });
    expect(saved).toMatchObject({ next: -1, delay: '', displayAfter: '10' });
  });

  it('keeps next and delay when the display time is empty', () => {
    const saved = normaliseEventForSave({ ...email, displayAfter: '' });
    expect(saved).toMatchObject({ next: '3', delay: '5' });
  });
});

describe('setNext and setDisplayAfter', () => {
  it('clears displayAfter when a next is set', () => {
    expect(setNext({ ...email, displayAfter: '10' }, '4')).toMatchObject({
      next: '4',
      displayAfter: '',
    });
  });

  it('clears next and the delay when displayAfter is set', () => {
    expect(setDisplayAfter(email, '10')).toMatchObject({ next: -1, delay: '', displayAfter: '10' });
  });

  it('leaves next alone when displayAfter is emptied', () => {
    expect(setDisplayAfter(email, '')).toMatchObject({ next: '3', displayAfter: '' });
  });
});

describe('socialSubject', () => {
  it('cuts the text of the content, never its markup or entities', () => {
    expect(socialSubject('<p>Is &quot;Acme&quot; down?</p><p>Anyone at @acme?</p>')).toBe(
      'Is "Acme" down? Anyone at @acm...',
    );
  });

  it('keeps content of 30 characters or fewer whole, without "..."', () => {
    expect(socialSubject('Short post')).toBe('Short post');
  });
});

describe('droppedAnswerWarnings', () => {
  it('names each social or news event whose answer a save drops, and nothing else', () => {
    const events: ScenarioEvent[] = [
      { ...email, id: '6', type: 'Social', subject: 'Hearing that', responseType: 'random' },
      {
        ...email,
        id: '7',
        type: 'News',
        subject: 'Outage',
        options: 'text',
        responseType: undefined,
      },
      { ...email, id: '8', type: 'News', responseType: 'none', options: '' },
      { ...email, id: '9', type: 'Alert', responseType: 'text', options: 'text' },
    ];
    expect(droppedAnswerWarnings(events)).toEqual([
      'Event (6) Our EDR flagged mass file rena...: a Social post takes no answer, so its response and options were dropped.',
      'Event (7) Outage: a News article takes no answer, so its response and options were dropped.',
    ]);
  });
});
