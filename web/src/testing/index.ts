/** The web's test kit: factories and fakes for tests only (production code never imports it). */
export { makePortalScenario, makeScenarioEvent, makeScenarioFile } from './scenarios';
export {
  makeFakeServer,
  makeFetchAnswering,
  type FakeAnswer,
  type RecordedCall,
} from './fakeServer';
export { makeExerciseSession } from './player';
export { renderWithData } from './renderWithData';
export { makeReportData } from './reports';
export { tableRows } from './tables';
