/** The user logo names the client: the part of the username before the first '-'. */
export function logoName(username: string): string {
  return username.split('-')[0] ?? username;
}

/**
 * Who the header says is signed in (docs/portal.md): a trainer (username `client-name`) by
 * their own name with their client beside it; an owner or a learner by their username.
 */
export function signedInAs(username: string): { name: string; client: string | null } {
  const dash = username.indexOf('-');
  if (dash <= 0 || dash === username.length - 1) return { name: username, client: null };
  return { name: username.slice(dash + 1), client: username.slice(0, dash) };
}
