export * from './webhooks';
export * as integrationCalls from './rest';
