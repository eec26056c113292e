import {
  DEFAULT_TIME_SETTING,
  TimeSetting,
  playerLimitSeconds,
  scaledSeconds,
  timeLimitSeconds,
  type ScenarioEvent,
} from '@dojo/protocol';
import { activeLanguage, type Translate } from '../../shared/i18n';
import { timeSettingText } from '../settings/timeText';

/**
 * The tutorial in the player's time (docs/extra-time.md): a live exercise links to it with
 * `?time=<setting>`, and its timed step counts down the player's own limit. The first two
 * steps say what the player's limits are, in the player's language.
 */
export const TUTORIAL_TIME_PARAM = 'time';

/** The setting a tutorial address names; anything else is standard time. */
export function tutorialTimeSetting(search: string): TimeSetting {
  const named = TimeSetting.safeParse(new URLSearchParams(search).get(TUTORIAL_TIME_PARAM));
  return named.success ? named.data : DEFAULT_TIME_SETTING;
}

/** The tutorial's address for a player with `setting`. */
export function tutorialHref(setting: TimeSetting | null | undefined): string {
  const time = setting ?? DEFAULT_TIME_SETTING;
  return time === DEFAULT_TIME_SETTING
    ? '/exercise/tutorial'
    : `/exercise/tutorial?${TUTORIAL_TIME_PARAM}=${encodeURIComponent(time)}`;
}

/** '4 minutes and 30 seconds': a limit in words (ICU plurals from the catalogue). */
function durationText(t: Translate, total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const minutesText = t('tutorial.limits.minutes', { minutes });
  const secondsText = t('tutorial.limits.seconds', { seconds });
  if (seconds === 0) return minutesText;
  if (minutes === 0) return secondsText;
  return t('tutorial.limits.minutesSeconds', { minutes: minutesText, seconds: secondsText });
}

/**
 * The sentence the tutorial shows about the player's limits: the numbers from protocol's
 * `playerLimitSeconds` (scaled by `scaledSeconds`), the words from the catalogue.
 */
export function tutorialLimitsText(
  events: readonly ScenarioEvent[],
  setting: TimeSetting,
  t: Translate,
): string {
  const base = events.flatMap((event) => {
    const limit = timeLimitSeconds(event);
    return limit === undefined ? [] : [limit];
  });
  const limits = playerLimitSeconds(base, setting);
  const settingText = timeSettingText(t, setting);
  if (limits === null) return `${settingText} ${t('tutorial.limits.untimed')}`;
  if (limits.length === 0) return `${settingText} ${t('tutorial.limits.none')}`;
  const words = limits.map((seconds) => durationText(t, seconds));
  const list = new Intl.ListFormat(activeLanguage(), { type: 'disjunction' }).format(words);
  return `${settingText} ${t('tutorial.limits.perQuestion', { limits: list })}`;
}

/** The tutorial's steps with the player's limits: scaled, stated in the first two steps. */
export function tutorialEventsFor(
  events: readonly ScenarioEvent[],
  setting: TimeSetting,
  t: Translate,
): ScenarioEvent[] {
  const text = tutorialLimitsText(events, setting, t);
  return events.map((event, index) => {
    const limit = timeLimitSeconds(event);
    const scaled = limit === undefined ? undefined : scaledSeconds(limit, setting);
    return {
      ...event,
      ...(limit === undefined ? {} : { timeLimit: scaled === null ? '-1' : String(scaled) }),
      ...(index < 2 ? { content: `${event.content ?? ''}\n\n${text}` } : {}),
    };
  });
}
