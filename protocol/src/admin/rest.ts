export * from './accounts.rest';
export * from './exercises.rest';
export * from './creditLog.rest';
export * from './scenarioTitles.rest';
