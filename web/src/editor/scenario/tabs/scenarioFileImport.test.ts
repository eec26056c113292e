import { describe, expect, it } from 'vitest';
import { readScenarioFile } from './scenarioFileImport';

const file = {
  fileName: 'phishing',
  scenario: [{ id: '1', section: '1' }],
  visible: false,
  title: 'Phishing',
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

describe('readScenarioFile', () => {
  it('reads an exported scenario', () => {
    const reading = readScenarioFile(JSON.stringify(file));
    expect(reading.ok && reading.file.fileName).toBe('phishing');
  });

  it('says a file that is not JSON is not valid JSON', () => {
    expect(readScenarioFile('{oops')).toEqual({
      ok: false,
      problems: ['The file is not valid JSON. Choose a file made by Export.'],
    });
  });

  it('names the fields that are wrong, with the Save rules for the name', () => {
    const reading = readScenarioFile(JSON.stringify({ ...file, fileName: 'a-b', level: 7 }));
    expect(reading.ok).toBe(false);
    if (!reading.ok) {
      expect(reading.problems[0]).toBe('The file is not a scenario export:');
      expect(reading.problems).toContain(
        "fileName: The character '-' is not allowed to be in the filename.",
      );
      expect(reading.problems.some((problem) => problem.startsWith('level: '))).toBe(true);
    }
  });
});
