/**
 * Every error code the server answers with, and its HTTP status: the one home of these
 * strings. The server's AppError takes only these codes; socket acks and handshake refusals
 * carry them; the web client compares against `ERROR` rather than writing a code itself.
 */
export const ERROR_STATUS = {
  // 400: the request cannot be done as asked
  bad_request: 400,
  invalid_request: 400,
  invalid_date: 400,
  invalid_address: 400,
  link_expired: 400,
  not_started_yet: 400,
  privacy_mode: 400,
  count_needed: 400,
  event_rules: 400,
  no_answer_taken: 400,
  no_players: 400,
  no_teams: 400,
  teams_unused: 400,
  not_a_post: 400,
  not_facilitated: 400,
  privacy_off: 400,
  select_client: 400,
  too_many: 400,
  too_many_replies: 400,
  unknown_branding: 400,
  unknown_client: 400,
  unknown_media: 400,
  unknown_pdf: 400,
  unknown_trainer: 400,
  unknown_recipient: 400,
  unknown_team: 400,
  unknown_organisation: 400,
  unknown_persona: 400,
  unsafe_svg: 400,
  unsupported_media: 400,
  upload_field: 400,
  upload_form: 400,
  // 401: who is calling is not known (any more)
  unauthorized: 401,
  invalid_token: 401,
  login_required: 401,
  wrong_credentials: 401,
  session_expired: 401,
  account_missing: 401,
  player_missing: 401,
  invalid_facilitator_link: 401,
  session_revoked: 401,
  /** The account must have a second factor and this session was signed in without it. */
  second_factor_session: 401,
  /** A single sign-on answer that fails a check (state, nonce, PKCE, audience, expiry). */
  sso_failed: 401,
  // 402: not enough credits for the order
  not_enough_credits: 402,
  // 403: known, but not allowed
  forbidden: 403,
  exercise_closed: 403,
  not_trainer: 403,
  /** The current password given to change it is wrong (not 401: the session is fine). */
  wrong_password: 403,
  /** Single sign-on refused: a domain not allowed, or no claim that gives a role. */
  sso_refused: 403,
  /** The client signs in through its identity provider only (docs/auth.md). */
  password_sign_in_off: 403,
  /** The account must have a second factor and has none yet: it may only set one up. */
  second_factor_required: 403,
  // 404: what the call names does not exist
  not_found: 404,
  /** No single sign-on for this e-mail's domain. */
  sso_not_set_up: 404,
  exercise_not_found: 404,
  no_such_comment: 404,
  client_not_found: 404,
  not_in_inbox: 404,
  pdf_not_in_inbox: 404,
  unknown_player: 404,
  unknown_scenario: 404,
  unknown_exercise: 404,
  // 409: the state does not allow it (now)
  conflict: 409,
  already_answered: 409,
  alias_taken: 409,
  session_full: 409,
  ambiguous_exercise: 409,
  client_in_use: 409,
  client_taken: 409,
  credits_busy: 409,
  short_taken: 409,
  username_taken: 409,
  identifier_taken: 409,
  not_open: 409,
  no_outbox: 409,
  not_running: 409,
  not_started: 409,
  /** A write based on an older revision (docs/editor-api.md, "Concurrent edits"). */
  stale_write: 409,
  time_ran_out: 409,
  // 410: an exercise link past its expiry
  expired: 410,
  // 413: an upload over its limit
  upload_too_large: 413,
  // 426: the page speaks another protocol version (socket handshake: the client reloads)
  protocol_mismatch: 426,
  // 429: too many attempts
  rate_limited: 429,
  // 503: busy now, try again shortly
  uploads_busy: 503,
  /** The store cannot save changes (disk read-only or full, database unreachable): nothing was changed. */
  store_unavailable: 503,
  // 500: our side failed (the message is masked)
  internal: 500,
  // the HTTP layer's own refusals, before any call runs
  unknown_call: 404,
  body_too_large: 413,
  unsupported_encoding: 415,
  /** A create or import under a name another scenario, section or organisation has. */
  name_taken: 409,
  /** An MSEL sheet that cannot be read as CSV or XLSX, or holds no event (docs/msel.md). */
  msel_unreadable: 400,
  /** An MSEL sheet past its bounds: file size or rows (docs/msel.md). */
  msel_too_large: 413,
  /** An ordered or joining player's language is not one the scenario is played in. */
  unsupported_language: 400,
  /** A time setting changed for a player whose run has ended (docs/extra-time.md). */
  player_finished: 409,
  /** A draft save whose changes clash with another author's: same event, same field. */
  edit_clash: 409,
  /** Publishing refused by the pre-publish check's errors (docs/editor-api.md). */
  publish_refused: 400,
  /** A webhook or LRS address on a loopback or private network the operator has not allowed. */
  private_target: 400,
  /** A client's eleventh webhook. */
  too_many_webhooks: 400,
  /** A webhook the call names that the client does not have (docs/integrations.md). */
  webhook_not_found: 404,
  /** A learning record store set for the first time without its secret (docs/integrations.md). */
  lrs_secret_missing: 400,
  /** Removing a learning record store the client does not have. */
  lrs_not_found: 404,
  /** A wrong one-time or recovery code at the login's second step (docs/auth.md). */
  wrong_code: 401,
  /** A wrong code, or none started, when setting up an authenticator app (docs/auth.md). */
  enrolment_code: 400,
  /** A passkey request unknown, used already or past its 5 minutes (docs/auth.md, "Passkeys"). */
  passkey_ceremony: 400,
  /** A new passkey the server's checks refuse, or one on an account already. */
  passkey_invalid: 400,
  /** A passkey refused at the login's second step (not this account's, or its checks failed). */
  passkey_refused: 401,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The codes by name, for comparisons: `code === ERROR.protocol_mismatch`. */
export const ERROR = Object.fromEntries(Object.keys(ERROR_STATUS).map((code) => [code, code])) as {
  readonly [Code in ErrorCode]: Code;
};

/** The codes whose status is `Status` (a helper such as `conflict()` takes only these). */
export type ErrorCodeWithStatus<Status extends number> = {
  [Code in ErrorCode]: (typeof ERROR_STATUS)[Code] extends Status ? Code : never;
}[ErrorCode];

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);
}
