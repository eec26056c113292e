import type { z } from 'zod';
import { ScenarioFile, ScenarioFileName } from '@dojo/protocol';

/** What an imported file must be: a scenario file whose name follows the Save rules. */
const ImportedScenario = ScenarioFile.extend({ fileName: ScenarioFileName });

export type ImportReading =
  { ok: true; file: z.infer<typeof ImportedScenario> } | { ok: false; problems: string[] };

/** The most problems listed for one file; the rest are counted. */
const SHOWN_PROBLEMS = 5;

/** Reads an exported scenario file, or says clearly why it cannot be imported. */
export function readScenarioFile(text: string): ImportReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['The file is not valid JSON. Choose a file made by Export.'] };
  }
  const parsed = ImportedScenario.safeParse(json);
  if (parsed.success) return { ok: true, file: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    return `${where}${issue.message}`;
  });
  const more = problems.length - SHOWN_PROBLEMS;
  return {
    ok: false,
    problems: [
      'The file is not a scenario export:',
      ...problems.slice(0, SHOWN_PROBLEMS),
      ...(more > 0 ? [`and ${more} more.`] : []),
    ],
  };
}

/** The name a downloaded export gets. */
export function exportFileName(scenario: string): string {
  return `${scenario}.scenario.json`;
}
