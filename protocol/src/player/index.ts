export * from './entities';
export * from './constants';
export * from './adaptations';
export * from './language';
export * from './timeSettings';
export * from './timeMessages';
export * as playerCalls from './rest';
export * as playerEvents from './events';
export * from './messages';
