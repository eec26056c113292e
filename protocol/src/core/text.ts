/** A count with its word, plural unless it is one: '1 player', '3 credits'. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
