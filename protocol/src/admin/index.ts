export * from './entities';
export * from './accounts';
export * from './exercises';
export * from './constants';
export * as adminCalls from './rest';
export * from './messages';
export * from './creditLog';
