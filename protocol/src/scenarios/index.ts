export * from './entities';
export * from './constants';
export * from './options';
export * from './translations';
export * from './messages';
export * from './rules';
export * as scenarioCalls from './rest';
export type { Publication, PublishCheck } from './rest';
export * from './versions';
