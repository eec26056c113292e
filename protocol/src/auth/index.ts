export * from './constants';
export * from './entities';
export * as authCalls from './rest';
export * as authEvents from './events';
export * from './messages';
export { SecondFactorCode } from './secondFactor';
export {
  PASSKEYS,
  PASSKEYS_PER_ACCOUNT,
  PasskeyCreationOptions,
  PasskeyName,
  PasskeyRequestOptions,
  PasskeySummary,
} from './passkeys';
export { SESSIONS_LISTED, SignedInSession } from './sessions';
export {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  AUDIT_LOG_LIMIT,
  AuditEntry,
  AuditFilter,
  AuditKind,
  auditCsv,
} from './audit';
