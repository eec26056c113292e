/**
 * Whether an Organisation form holds typed values not saved yet (docs/editor-ui.md): a field
 * differs from the saved record (for a new organisation or persona, the empty one), spaces
 * around the text aside. A field not edited (undefined) keeps the saved value.
 */
export function hasUnsavedDetails<Details extends object>(
  typed: Details,
  saved: Partial<Record<keyof Details, string | undefined>>,
): boolean {
  return (Object.keys(typed) as (keyof Details)[]).some((field) => {
    const value = typed[field];
    return typeof value === 'string' && value.trim() !== (saved[field] ?? '').trim();
  });
}
