export * from './entities';
export * as ssoCalls from './rest';
