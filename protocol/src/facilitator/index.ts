export * from './entities';
export * from './constants';
export * as facilitatorCalls from './rest';
export * as facilitatorEvents from './events';
