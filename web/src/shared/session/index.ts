export { SESSION_KEYS, STAFF_KEYS } from './keys';
export { isSetupStale, startStorageClock } from './expiry';
export { useSession, selectSignedIn, type CustomerSessionState, type SignIn } from './sessionStore';
export { useEditorToken, useStaffSession, type StaffSessionState } from './staffSessionStore';
export { startSession } from './startSession';
export { endSession } from './endSession';
