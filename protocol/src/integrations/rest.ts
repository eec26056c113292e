export * from './webhooks.rest';
export * from './learningRecords.rest';
