import { useCallback } from 'react';
import { useNavigation } from '../../shared/navigation/navigation';
import type { MessageKey } from '../../shared/i18n';

export const VIEWS = ['inbox', 'social', 'news', 'notes', 'settings'] as const;
export type View = (typeof VIEWS)[number];

/** Each view's name (a catalogue key). */
export const VIEW_LABEL: Record<View, MessageKey> = {
  inbox: 'nav.inbox',
  social: 'nav.social',
  news: 'nav.news',
  notes: 'nav.notes',
  settings: 'nav.settings',
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
  const { place, navigate } = useNavigation();
  const params = new URLSearchParams(place.search);
  const view = viewFrom(params.get('view'));
  const open = params.get('open');
  const { pathname } = place;
  const go = useCallback(
    (next: View, eventId?: string | null) => {
      const search = new URLSearchParams();
      if (next !== 'inbox') search.set('view', next);
      if (eventId) search.set('open', eventId);
      const query = search.toString();
      void navigate(query ? `${pathname}?${query}` : pathname);
    },
    [navigate, pathname],
  );
  return { view, open, go };
}
