export * from './entities';
export * as organisationCalls from './rest';
