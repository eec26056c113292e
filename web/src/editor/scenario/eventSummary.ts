import {
  NOISE_SECTION,
  PRESET_SECTION,
  channelOf,
  displayAfterMinutes,
  formatDuration,
  isFlagSet,
  nextTarget,
  optionBranches,
  responseTypeOf,
  startAtSeconds,
  thresholdSeconds,
  timeLimitLabel,
  type EventType,
  type NextRef,
  type ScenarioEvent,
} from '@dojo/protocol';

/** How a next value reads to an author: 'event 5', 'the end (pass/fail)', … */
export function nextLabel(ref: NextRef | null | undefined): string {
  const target = nextTarget(ref);
  switch (target.kind) {
    case 'none':
      return 'nothing';
    case 'end':
      return 'the end (pass/fail)';
    case 'report':
      return 'the report';
    case 'event':
      return `event ${target.id}`;
  }
}

/** What an event card says about an event (the list beside the event editor). */
export interface EventSummary {
  channel: EventType;
  persona: string;
  subject: string;
  /** When it shows: after its predecessor, at a minute of the exercise, or unscheduled. */
  when: string;
  responseType: string | null;
  timeLimit: string | null;
  team: boolean;
  branches: boolean;
  image: boolean;
  pdf: boolean;
}

function whenLabel(event: ScenarioEvent, minutes: number | undefined): string {
  if (event.section === PRESET_SECTION) return 'At the start';
  if (event.section === NOISE_SECTION) return 'Background noise';
  if (minutes !== undefined) return `Shows at ${minutes} min`;
  const then =
    nextTarget(event.next).kind === 'none' && optionBranches(event).length > 0
      ? 'Branches on the answer'
      : `Then ${nextLabel(event.next)}`;
  // A start time on the game clock holds the event until then (docs/engine.md, "Start times").
  const start = startAtSeconds(event);
  return start === undefined ? then : `From ${formatDuration(start)} · ${then}`;
}

const isSet = (name: string | undefined) => !!name && name !== '-1';

export function summarise(event: ScenarioEvent): EventSummary {
  const minutes = displayAfterMinutes(event);
  const responseType = responseTypeOf(event);
  const timing =
    (thresholdSeconds(event.earlierThan) !== undefined &&
      nextTarget(event.nextIfEarly).kind !== 'none') ||
    (thresholdSeconds(event.laterThan) !== undefined &&
      nextTarget(event.nextIfLate).kind !== 'none');
  return {
    channel: channelOf(event),
    persona: event.name?.trim() || 'No persona yet',
    subject: event.subject?.trim() || 'No subject yet',
    when: whenLabel(event, minutes),
    responseType: responseType === 'none' ? null : responseType,
    timeLimit: timeLimitLabel(event.timeLimit),
    team: isFlagSet(event.team),
    branches: optionBranches(event).length > 0 || timing,
    image: isSet(event.image) || isSet(event.image2),
    pdf: isSet(event.pdf) || isSet(event.pdf2),
  };
}
