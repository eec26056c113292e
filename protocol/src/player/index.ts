export * from './entities';
export * from './constants';
export * from './adaptations';
export * from './timeSettings';
export * as playerCalls from './rest';
export * as playerEvents from './events';
export * from './messages';
