export * from './webhooks';
export * from './learningRecords';
export * as integrationCalls from './rest';
