/** localStorage keys, as the legacy client named them (docs/portal.md), plus the staff keys. */
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
