export * from './accounts.rest';
export * from './exercises.rest';
