import type { ScenarioEvent } from '@dojo/protocol';

/**
 * The time a list shows for an event: the author's `date` text when the scenario sets one
 * (e.g. '08:42'), else the clock time it arrived, as HH:MM in the player's time zone.
 */
export function displayTime(
  event: Pick<ScenarioEvent, 'date'>,
  arrived: number | undefined,
  timeZone?: string,
): string {
  const authored = event.date?.trim();
  if (authored) return authored;
  if (arrived === undefined) return '';
  return clockFormat(timeZone).format(arrived);
}

/** One formatter per time zone: building one costs far more than formatting with it. */
const clockFormats = new Map<string | undefined, Intl.DateTimeFormat>();

function clockFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
    clockFormats.set(timeZone, format);
  }
  return format;
}
