import { useEffect, useRef } from 'react';
import { useAnnouncements } from '../state/announcements';
import { usePlayerStore } from '../state/playerStore';
import { useToasts } from '../state/toasts';
import { t as translate, useT } from '../../shared/i18n';
import { timeChangedText, timeSettingText } from '../settings/timeText';
import { announcementFor } from './announcementText';

/**
 * The player's one polite live region (docs/player.md, "Accessibility"): new e-mails, posts,
 * articles and alerts, and a facilitator's change of the player's time, read out without
 * moving focus. Visually hidden: the toasts and the alert show the same on screen.
 */
export function Announcer() {
  const t = useT();
  const items = useAnnouncements((state) => state.items);
  useTimeSettingNotice();
  return (
    <div className="visually-hidden" aria-live="polite" aria-relevant="additions" data-announcer="">
      {items.map((item) => (
        <p key={item.id}>{'text' in item ? item.text : announcementFor(item.event, t)}</p>
      ))}
    </div>
  );
}

/** A live change of the player's time setting: announced, and shown as a toast. */
function useTimeSettingNotice(): void {
  const setting = usePlayerStore((state) => state.timeSetting);
  const known = useRef(setting);
  useEffect(() => {
    const before = known.current;
    known.current = setting;
    if (before === null || setting === null || before === setting) return;
    const text = timeChangedText(translate, setting);
    useAnnouncements.getState().announce({ text });
    useToasts
      .getState()
      .push({ title: timeSettingText(translate, setting), detail: text, eventId: null });
  }, [setting]);
}
