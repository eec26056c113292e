export * from './webhooks.rest';
