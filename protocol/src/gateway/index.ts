export * from './entities';
export * as gatewayCalls from './rest';
export * from './logo';
