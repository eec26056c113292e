import {
  DEFAULT_TIME_SETTING,
  TIME_MESSAGES,
  TimeSetting,
  scaledSeconds,
  timeLimitSeconds,
  type ScenarioEvent,
} from '@dojo/protocol';

/**
 * The tutorial in the player's time (docs/extra-time.md): a live exercise links to it with
 * `?time=<setting>`, and its timed step counts down the player's own limit. The first two
 * steps say what the player's limits are, in the game clock's minutes:seconds.
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

/** The sentence the tutorial shows about the player's limits. */
export function tutorialLimitsText(events: readonly ScenarioEvent[], setting: TimeSetting): string {
  const limits = events.flatMap((event) => {
    const limit = timeLimitSeconds(event);
    return limit === undefined ? [] : [limit];
  });
  return `${TIME_MESSAGES.setting(setting)} ${TIME_MESSAGES.limits(limits, setting)}`;
}

/** The tutorial's steps with the player's limits: scaled, stated in the first two steps. */
export function tutorialEventsFor(
  events: readonly ScenarioEvent[],
  setting: TimeSetting,
): ScenarioEvent[] {
  const text = tutorialLimitsText(events, setting);
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
