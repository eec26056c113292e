import { describe, expect, it } from 'vitest';
import { messagesFor } from '../core/issues';
import { SCENARIO_DESCRIPTION_MAX, ScenarioDetailsForm, ScenarioEvent } from './entities';
import { inferResponseType, parseResponseOptions, serializeResponseOptions } from './options';
import { loadFile, loadPDF, loadSection, saveFile, savePDF, uploadImage } from './rest';

const details = {
  visible: false,
  title: 'Unnamed',
  subtitle: '',
  description: '',
  playtime: '',
  maturity: '',
  delegates: '',
  competencies: '',
  image: '',
  learningPrograms: false,
  level: 0,
  teams: true,
  beta: false,
};
const legacyEvent = {
  id: '3',
  type: '',
  section: '1',
  subject: 'Ransom note',
  responseType: 'option',
  options: '[{"option":"Pay","next":"4"},{"option":"Refuse","next":"5"}]',
  team: 'false',
  timeLimit: '120',
  next: -1,
  delay: '',
  earlierThan: 'NaN',
  laterThan: '-1',
  visible: 'false',
  correct: ['Refuse'],
};

describe('saveFile', () => {
  const body = { ...details, token: 't', fileName: 'ransomware', scenario: [legacyEvent] };

  it('accepts a new scenario with unset details and legacy event fields', () => {
    expect(messagesFor(saveFile.request, body)).toEqual([]);
  });

  it('rejects an empty name with "Enter a file name"', () => {
    expect(messagesFor(saveFile.request, { ...body, fileName: '' })).toEqual(['Enter a file name']);
  });

  it(`rejects a dashed name with "The character '-' is not allowed to be in the filename."`, () => {
    expect(messagesFor(saveFile.request, { ...body, fileName: 'ransom-ware' })).toEqual([
      "The character '-' is not allowed to be in the filename.",
    ]);
  });

  it('rejects an earlierThan of -2 with "The value for EarlierThan or LaterThan cannot be less than -1"', () => {
    const scenario = [{ ...legacyEvent, earlierThan: '-2' }];
    expect(messagesFor(saveFile.request, { ...body, scenario })).toEqual([
      'The value for EarlierThan or LaterThan cannot be less than -1',
    ]);
  });
});

describe('loading and removing', () => {
  it('rejects no scenario with "Please Select a Scenario"', () => {
    expect(messagesFor(loadFile.request, { token: 't', filename: '' })).toEqual([
      'Please Select a Scenario',
    ]);
  });

  it('rejects no section with "Please Select a Section"', () => {
    expect(messagesFor(loadSection.request, { token: 't', filename: '' })).toEqual([
      'Please Select a Section',
    ]);
  });

  it('rejects no PDF with "Please Select a PDF"', () => {
    expect(messagesFor(loadPDF.request, { token: 't', filename: '' })).toEqual([
      'Please Select a PDF',
    ]);
  });
});

describe('savePDF', () => {
  const body = {
    token: 't',
    filename: 'incident form',
    title: 'Incident form',
    content: 'header:Details',
    type: 'Form',
    images: [{ url: 'logo.png', name: 'logo', caption: '' }],
    fields: [
      { label: 'Impact', identifier: 'impact', fieldType: 'Radio Button', options: ['Low'] },
    ],
  };

  it('accepts a form and gives an image without size the size large', () => {
    expect(savePDF.request.parse(body).images[0]?.size).toBe('large');
  });

  it('rejects an empty name with "Please enter file name"', () => {
    expect(messagesFor(savePDF.request, { ...body, filename: '' })).toEqual([
      'Please enter file name',
    ]);
  });

  it('rejects a dashed name with "File name cannot contain the character -, please replace it."', () => {
    expect(messagesFor(savePDF.request, { ...body, filename: 'a-b' })).toEqual([
      'File name cannot contain the character -, please replace it.',
    ]);
  });
});

describe('uploadImage', () => {
  it('rejects an unknown image type with "Please Select the image type"', () => {
    expect(messagesFor(uploadImage.request, { chosenOption: '', imageName: 'x' })).toEqual([
      'Please Select the image type',
    ]);
  });
});

describe('ScenarioDetailsForm', () => {
  it(`rejects blank details with "Title can't be empty.", "Description can't be empty.", "Please select an image." and "Belt level must be selected"`, () => {
    expect(messagesFor(ScenarioDetailsForm, { ...details, title: '', level: -1 })).toEqual([
      "Title can't be empty.",
      "Description can't be empty.",
      'Please select an image.',
      'Belt level must be selected',
    ]);
  });

  it('takes a description of 2,000 characters (a real exercise brief), as saveFile does', () => {
    const filled = { ...details, image: 'cover.png', description: 'Brief. '.repeat(286) };
    expect(filled.description.length).toBeGreaterThanOrEqual(2000);
    expect(messagesFor(ScenarioDetailsForm, filled)).toEqual([]);
    expect(
      saveFile.request.safeParse({ ...filled, token: 't', fileName: 'x', scenario: [] }).success,
    ).toBe(true);
  });

  it('refuses a description past SCENARIO_DESCRIPTION_MAX with the bound in the message', () => {
    const long = {
      ...details,
      image: 'cover.png',
      description: 'x'.repeat(SCENARIO_DESCRIPTION_MAX + 1),
    };
    expect(messagesFor(ScenarioDetailsForm, long)).toEqual([
      `Use at most ${SCENARIO_DESCRIPTION_MAX} characters.`,
    ]);
  });
});

describe('ScenarioEvent', () => {
  it('keeps the legacy text types of a stored event', () => {
    expect(ScenarioEvent.parse(legacyEvent)).toMatchObject({ timeLimit: '120', team: 'false' });
  });

  it('rejects a team flag other than "true" or "false"', () => {
    expect(ScenarioEvent.safeParse({ id: '1', team: true }).success).toBe(false);
  });
});

describe('response options', () => {
  it('infers the response type from the stored options text', () => {
    expect(inferResponseType(legacyEvent.options)).toBe('option');
    expect(inferResponseType('[{"reorder":"a"}]')).toBe('reorder');
    expect(inferResponseType('text')).toBe('text');
    expect(inferResponseType('Incident form')).toBe('form');
    expect(inferResponseType('')).toBe('none');
  });

  it('stores non-empty options as JSON and an empty list as ""', () => {
    const options = [{ option: 'Pay', next: '4' }, { option: ' ' }];
    expect(serializeResponseOptions(options)).toBe('[{"option":"Pay","next":"4"}]');
    expect(serializeResponseOptions([{ checkbox: '' }])).toBe('');
  });

  it('reads the option list back, and nothing from text that is not a list', () => {
    expect(parseResponseOptions(legacyEvent.options)).toHaveLength(2);
    expect(parseResponseOptions('text')).toEqual([]);
  });
});
