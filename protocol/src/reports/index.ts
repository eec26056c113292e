export * from './messages';
export * as reportEvents from './events';
export { REPORT_SCOPE_PREFIX, reportScope, ReportChange } from './events';
export * from './entities';
export * from './status';
export * from './timeliness';
export * from './analytics';
export * as reportCalls from './rest';
