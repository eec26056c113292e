import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PdfField } from '@dojo/protocol';
import { PdfFormField } from './PdfFormField';

const severity = (options: string[]): PdfField => ({
  label: 'Severity',
  identifier: 'severity',
  fieldType: 'Radio Button',
  options,
});

function radios(field: PdfField, value: string | string[]) {
  const html = renderToStaticMarkup(
    <PdfFormField
      field={field}
      value={value}
      readOnly={false}
      onText={() => undefined}
      onToggle={() => undefined}
    />,
  );
  const inputs = [...html.matchAll(/<input[^>]*>/g)].map(([input]) => input);
  return {
    values: inputs.map((input) => /value="([^"]*)"/.exec(input)?.[1]),
    checked: inputs.filter((input) => / checked=""/.test(input)).length,
  };
}

describe('PdfFormField', () => {
  it('offers no blank, pre-selected radio option for a new field with two empty options', () => {
    expect(radios(severity(['', '']), '')).toEqual({ values: [], checked: 0 });
  });

  it('offers only the options typed so far, none of them chosen', () => {
    expect(radios(severity(['Low', ' ', 'High']), '')).toEqual({
      values: ['Low', 'High'],
      checked: 0,
    });
  });

  it('checks the chosen option', () => {
    expect(radios(severity(['Low', 'High']), 'High')).toEqual({
      values: ['Low', 'High'],
      checked: 1,
    });
  });
});
