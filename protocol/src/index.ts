export * from './core/call';
export * from './core/status';
export * from './core/socket';
export * from './auth';
export * from './portal';
export * from './realtime';
export { allCalls, callsByFeature } from './calls';
