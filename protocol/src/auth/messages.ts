/** A call that needs a signed-in account (or a valid link) made without one. */
export const LOGIN_REQUIRED = 'You need to be logged in to perform that action.';

/** What the password change says (docs/auth.md, "Changing the password"). */
export const PASSWORD_CHANGE = {
  wrongCurrent: 'Your current password is not correct.',
  sameAsCurrent: 'The new password must differ from your current one.',
  mismatch: 'The two new passwords do not match.',
  changedMeanwhile:
    'Your password was changed in another session a moment ago. Please log in again.',
  changed: 'Your password has been changed. Every other session has been logged out.',
} as const;

/** What the second factor says (docs/auth.md, "Second factor"). */
export const SECOND_FACTOR = {
  wrongCode: 'That code is not right. Please try again.',
  noEnrolment: 'Start setting up the authenticator app again.',
  pendingEnded: 'Your sign-in has expired. Please enter your password again.',
  enrolled: 'Your authenticator app is set up.',
  noAccount: 'No account has that username.',
  reset: 'The second factor is reset and every session of the account has ended.',
  /** An account the rules require a factor of, without one (docs/auth.md, "Who must have one"). */
  required:
    'Your account needs two-step sign-in. Set up an authenticator app on your account page before you go on.',
  /** The account has a factor but this session was signed in without it. */
  sessionWithoutFactor:
    'This session was signed in without your second factor. Please log in again with your code.',
  ruleSaved: 'The two-step sign-in rule is saved.',
} as const;

/** What the sessions list says (docs/auth.md, "Sessions"). */
export const SESSIONS = {
  ended: 'The session has ended.',
  notFound: 'That session has ended already.',
} as const;
