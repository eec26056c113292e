/** A call that needs a signed-in account (or a valid link) made without one. */
export const LOGIN_REQUIRED = 'You need to be logged in to perform that action.';
