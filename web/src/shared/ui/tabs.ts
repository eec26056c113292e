/** A route tab (the last path segment) and its visible label. */
export interface RouteTab {
  id: string;
  label: string;
}

/** Tabs shown together under an optional group name (e.g. 'Create Exercise'). */
export interface RouteTabGroup {
  label?: string;
  tabs: readonly RouteTab[];
}

/**
 * A group of route tabs from their labels keyed by tab id, in the order written. `Id` names
 * the ids a section accepts (e.g. protocol's list), so a misspelt id does not compile.
 */
export function tabGroup<Id extends string>(
  label: string,
  labels: Partial<Record<Id, string>>,
): RouteTabGroup {
  const tabs = Object.entries(labels).map(([id, text]) => ({ id, label: String(text) }));
  return { label, tabs };
}

/** The tab a route parameter names: undefined when none is given, null when it is unknown. */
export function findTab(
  groups: readonly RouteTabGroup[],
  param: string | undefined,
): RouteTab | null | undefined {
  if (param === undefined) return undefined;
  for (const group of groups) {
    const tab = group.tabs.find((candidate) => candidate.id === param);
    if (tab) return tab;
  }
  return null;
}
