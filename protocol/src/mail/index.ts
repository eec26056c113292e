export * from './entities';
export * from './notStarted';
export * from './messages';
export * as mailCalls from './rest';
export * as mailEvents from './events';
export * from './schedule';
