/** The user logo names the client: the part of the username before the first '-'. */
export function logoName(username: string): string {
  return username.split('-')[0] ?? username;
}
