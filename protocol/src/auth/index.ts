export * from './entities';
export * as authCalls from './rest';
export * as authEvents from './events';
export * from './messages';
export { SecondFactorCode } from './secondFactor';
export { SESSIONS_LISTED, SignedInSession } from './sessions';
