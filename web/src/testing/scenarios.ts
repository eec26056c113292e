import type { PortalScenario, ScenarioEvent, ScenarioFile } from '@dojo/protocol';

/**
 * Factories for the web's tests: `make<Thing>(changes)` answers a valid thing with `changes`
 * over plain defaults, so a test names only what it is about.
 */

/** A saved scenario file as the server answers loadFile (the editor's tests). */
export function makeScenarioFile(changes: Partial<ScenarioFile> = {}): ScenarioFile {
  return {
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
    ...changes,
  };
}

/** A scenario event with an id and only the fields a test gives. */
export function makeScenarioEvent(id: string, fields: Partial<ScenarioEvent> = {}): ScenarioEvent {
  return { id, ...fields };
}

/** A catalogue card's scenario, as getScenarios answers it. */
export function makePortalScenario(changes: Partial<PortalScenario> = {}): PortalScenario {
  const title = changes.title ?? 'Ransomware at Dawn';
  return {
    id: title.replace(/ /g, '-'),
    title,
    description: '',
    image: '',
    level: 0,
    visible: true,
    fileName: title,
    learningPrograms: false,
    subtitle: '',
    playtime: '',
    maturity: '',
    delegates: '',
    competencies: '',
    teams: false,
    beta: false,
    ...changes,
  };
}
