export * from './entities';
export * from './constants';
export * from './adaptations';
export * from './language';
export * as playerCalls from './rest';
export * as playerEvents from './events';
export * from './messages';
