/**
 * Ends a switch over a union: the compiler refuses the call while any member is left
 * unhandled, and a value that slipped past the types (old stored data) fails loudly.
 */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
