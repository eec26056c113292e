import { describe, expect, it } from 'vitest';
import type { PdfField } from '@dojo/protocol';
import {
  answerOf,
  initialValues,
  isAnswered,
  setValue,
  toggleOption,
  unansweredFields,
  valuesOfAnswer,
} from './formValues';

const summary: PdfField = {
  label: 'Summary',
  identifier: 'summary',
  fieldType: 'Text',
  options: [],
};
const severity: PdfField = {
  label: 'Severity',
  identifier: 'severity',
  fieldType: 'Radio Button',
  options: ['Low', 'High'],
};
const systems: PdfField = {
  label: 'Systems',
  identifier: 'systems',
  fieldType: 'Checkboxes',
  options: ['Mail', 'VPN', 'ERP'],
};
const fields = [summary, severity, systems];

describe('initialValues', () => {
  it('gives every field an empty value of its kind', () => {
    expect(initialValues(fields)).toEqual({ summary: '', severity: '', systems: [] });
  });

  it('keeps given values and reshapes those of the wrong kind', () => {
    const given = { summary: ['kept first'], severity: 'High', systems: 'VPN', other: 'x' };
    expect(initialValues(fields, given)).toEqual({
      summary: 'kept first',
      severity: 'High',
      systems: ['VPN'],
    });
  });
});

describe('toggleOption', () => {
  it('ticks and unticks options, keeping the order the form lists them in', () => {
    let values = initialValues(fields);
    values = toggleOption(values, systems, 'ERP');
    values = toggleOption(values, systems, 'Mail');
    expect(values.systems).toEqual(['Mail', 'ERP']);
    values = toggleOption(values, systems, 'ERP');
    expect(values.systems).toEqual(['Mail']);
  });
});

describe('answering', () => {
  it('counts blank text and empty selections as unanswered', () => {
    expect(isAnswered('  ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered('Low')).toBe(true);
    expect(isAnswered(['VPN'])).toBe(true);
  });

  it('names the fields still unanswered, in form order', () => {
    const values = setValue(initialValues(fields), 'severity', 'Low');
    expect(unansweredFields(fields, values)).toEqual(['summary', 'systems']);
  });

  it('sends trimmed text and only the form’s own fields', () => {
    const values = {
      summary: '  Mail server encrypted ',
      severity: 'High',
      systems: ['Mail'],
      x: 'y',
    };
    expect(answerOf(fields, values)).toEqual({
      summary: 'Mail server encrypted',
      severity: 'High',
      systems: ['Mail'],
    });
  });
});

describe('valuesOfAnswer', () => {
  it('shows a submitted form answer in its fields', () => {
    const values = valuesOfAnswer({ severity: 'Low', other: 'x' });
    expect(initialValues(fields, values)).toEqual({ summary: '', severity: 'Low', systems: [] });
  });

  it('gives no values for an answer that is not a form answer', () => {
    expect(valuesOfAnswer('not a form answer')).toEqual({});
    expect(valuesOfAnswer(['Low'])).toEqual({});
    expect(valuesOfAnswer(undefined)).toEqual({});
  });
});
