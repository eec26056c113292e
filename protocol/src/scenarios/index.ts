export * from './entities';
export * from './constants';
export * from './options';
export * as scenarioCalls from './rest';
