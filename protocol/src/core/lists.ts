/**
 * Moves the item at `from` to `to` (keyboard buttons and drag and drop); a new array. An
 * index outside the list leaves it as it is.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items];
  }
  const result = [...items];
  const [moved] = result.splice(from, 1);
  result.splice(to, 0, moved as T);
  return result;
}
