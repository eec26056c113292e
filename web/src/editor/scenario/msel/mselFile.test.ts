import { describe, expect, it } from 'vitest';
import { mselFileProblem, mselFormatOf, suggestedScenarioName } from './mselFile';

describe('mselFile', () => {
  it('knows CSV and XLSX by the file name, in any case', () => {
    expect(['plan.CSV', 'plan.xlsx', 'plan.xls', 'plan'].map(mselFormatOf)).toEqual([
      'csv',
      'xlsx',
      null,
      null,
    ]);
  });

  it('refuses another kind of file, an empty one and one over 2 MB before sending', () => {
    expect(mselFileProblem({ name: 'plan.pdf', size: 10 })).toBe('Choose a .csv or .xlsx file.');
    expect(mselFileProblem({ name: 'plan.csv', size: 3 * 1024 * 1024 })).toBe(
      'The file is 3.0 MB; an MSEL sheet can be at most 2 MB.',
    );
    expect(mselFileProblem({ name: 'plan.csv', size: 0 })).toContain('The sheet is empty');
    expect(mselFileProblem({ name: 'plan.csv', size: 100 })).toBeNull();
  });

  it('suggests a scenario name the Save rules accept', () => {
    expect(suggestedScenarioName('Exercise plan - v2.xlsx')).toBe('exercisePlanV2');
    expect(suggestedScenarioName('---.csv')).toBe('mselImport');
  });
});
