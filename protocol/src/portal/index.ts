export * from './entities';
export * as portalCalls from './rest';
