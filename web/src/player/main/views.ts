import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const VIEWS = ['inbox', 'social', 'news', 'notes', 'settings'] as const;
export type View = (typeof VIEWS)[number];

export const VIEW_LABEL: Record<View, string> = {
  inbox: 'Inbox',
  social: 'Social',
  news: 'News',
  notes: 'Notes',
  settings: 'Settings',
};

/** An unknown or missing view shows the inbox. */
export function viewFrom(value: string | null): View {
  return VIEWS.find((view) => view === value) ?? 'inbox';
}

/**
 * The open tab and event live in the URL (?view=news&open=7), so the browser's back button
 * closes a message on a phone and a reload keeps the player where they were.
 */
export function usePlayerLocation() {
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params.get('view'));
  const open = params.get('open');
  const go = useCallback(
    (next: View, eventId?: string | null) => {
      const search = new URLSearchParams();
      if (next !== 'inbox') search.set('view', next);
      if (eventId) search.set('open', eventId);
      setParams(search);
    },
    [setParams],
  );
  return { view, open, go };
}
