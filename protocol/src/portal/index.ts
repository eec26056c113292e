export * from './entities';
export * from './team';
export * from './reports';
export * from './orders';
export * from './orderMessages';
export * from './orderChecks';
export * from './cards';
export * from './constants';
export * as portalCalls from './rest';
