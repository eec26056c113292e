import { describe, expect, it } from 'vitest';
import { makeScenarioFile } from '../../../testing';
import { readScenarioFile } from './scenarioFileImport';

const PHISHING_FILE = makeScenarioFile();

describe('readScenarioFile', () => {
  it('reads an exported scenario', () => {
    const reading = readScenarioFile(JSON.stringify(PHISHING_FILE));
    expect(reading.ok && reading.file.fileName).toBe('phishing');
  });

  it('says a file that is not JSON is not valid JSON', () => {
    expect(readScenarioFile('{oops')).toEqual({
      ok: false,
      problems: ['The file is not valid JSON. Choose a file made by Export.'],
    });
  });

  it('names the fields that are wrong, with the Save rules for the name', () => {
    const reading = readScenarioFile(
      JSON.stringify({ ...PHISHING_FILE, fileName: 'a-b', level: 7 }),
    );
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
