import { describe, expect, it } from 'vitest';
import type { PdfDefinition } from '@dojo/protocol';
import { checkAnswer, type Question } from './answerRules';

const options = (key: string, texts: string[]) =>
  JSON.stringify(texts.map((text) => ({ [key]: text })));

const option: Question = {
  responseType: 'option',
  options: options('option', ['Isolate', 'Wait']),
  form: null,
};
const checkbox: Question = {
  responseType: 'checkbox',
  options: options('checkbox', ['Legal', 'PR', 'IT']),
  form: null,
};
const reorder: Question = {
  responseType: 'reorder',
  options: options('reorder', ['a', 'b', 'c']),
  form: null,
};
const text: Question = { responseType: 'text', options: 'text', form: null };
const form: PdfDefinition = {
  fileName: 'IncidentReport',
  title: 'Incident report',
  content: '',
  images: [],
  type: 'Form',
  fields: [
    { label: 'Impact', identifier: 'impact', fieldType: 'Radio Button', options: ['Low', 'High'] },
    { label: 'Systems', identifier: 'systems', fieldType: 'Checkboxes', options: ['mail', 'erp'] },
    { label: 'Summary', identifier: 'summary', fieldType: 'Text', options: [] },
  ],
};
const formQuestion: Question = { responseType: 'form', options: 'IncidentReport', form };

describe('checkAnswer', () => {
  it('accepts one of the options, trimmed', () => {
    expect(checkAnswer(option, ' Isolate ')).toBe('Isolate');
  });

  it('rejects an option that is not offered with "This answer is not one of the options."', () => {
    expect(() => checkAnswer(option, 'Panic')).toThrow('This answer is not one of the options.');
  });

  it('rejects an empty checkbox set with "Please select at least one option"', () => {
    expect(() => checkAnswer(checkbox, ['  '])).toThrow('Please select at least one option');
  });

  it('accepts a checkbox set once per option', () => {
    expect(checkAnswer(checkbox, ['PR', 'Legal', 'PR'])).toEqual(['PR', 'Legal']);
  });

  it('asks for every option in a reorder answer', () => {
    expect(checkAnswer(reorder, ['c', 'a', 'b'])).toEqual(['c', 'a', 'b']);
    expect(() => checkAnswer(reorder, ['c', 'a'])).toThrow('Please put every option in order.');
  });

  it('refuses blank free text and keeps the trimmed text', () => {
    expect(() => checkAnswer(text, '   ')).toThrow('Please write an answer before submitting.');
    expect(checkAnswer(text, ' We isolate FS-02. ')).toBe('We isolate FS-02.');
  });

  it('checks a form answer against the form fields', () => {
    const answer = { impact: 'High', systems: ['mail'], summary: 'Mail down' };
    expect(checkAnswer(formQuestion, answer)).toEqual(answer);
    expect(() => checkAnswer(formQuestion, { impact: 'Huge' })).toThrow(
      'Impact: This answer is not one of the options.',
    );
    expect(() => checkAnswer(formQuestion, { owner: 'me' })).toThrow(
      'The form has no field owner.',
    );
    expect(() => checkAnswer(formQuestion, { summary: ' ' })).toThrow(
      'Please fill in the form before submitting.',
    );
  });

  it('refuses an answer to an event without a response type', () => {
    const none: Question = { responseType: 'none', options: '', form: null };
    expect(() => checkAnswer(none, 'x')).toThrow('This event does not take an answer.');
  });
});
