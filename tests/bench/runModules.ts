/**
 * The bench's loop over its modules: each section is written as soon as its module ends, so a
 * module that fails (a browser missing after 12 minutes of server modules) loses only itself;
 * the run goes on with the next module, and the summary at the end lists every target met or
 * missed and every module that failed.
 */
import type { Section } from './report';

export interface BenchModule {
  name: string;
  heading: string;
  run: () => Promise<Section>;
}

export interface RunOutcome {
  sections: Section[];
  /** Modules that threw, with why. */
  failed: { name: string; error: string }[];
}

export async function runModules(
  modules: readonly BenchModule[],
  write: (sections: readonly Section[]) => Promise<string>,
  log: (line: string) => void = console.log,
): Promise<RunOutcome> {
  const outcome: RunOutcome = { sections: [], failed: [] };
  for (const module of modules) {
    const t0 = Date.now();
    let section: Section;
    try {
      section = await module.run();
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      outcome.failed.push({ name: module.name, error: why.split('\n')[0] ?? why });
      log(`${module.name}: FAILED after ${Math.round((Date.now() - t0) / 1000)} s: ${why}`);
      continue;
    }
    outcome.sections.push(section);
    const file = await write(outcome.sections);
    log(`${module.name}: ${Math.round((Date.now() - t0) / 1000)} s, written to ${file}`);
  }
  return outcome;
}
