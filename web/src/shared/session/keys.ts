/** localStorage keys, as the legacy client named them (portal spec §3), plus the staff keys. */
export const SESSION_KEYS = {
  token: 'token',
  user: 'user',
  role: 'role',
  agreed: 'agreed',
  ndaAgreed: 'ndaAgreed',
  level: 'level',
  setupTime: 'setupTime',
} as const;

export const STAFF_KEYS = {
  editorToken: 'editorToken',
  editorUser: 'editorUser',
  editorRole: 'editorRole',
} as const;

/** Everything stored is dropped once the setup time is older than this (24 hours). */
export const STORAGE_LIFETIME_MS = 86_400_000;
