/** Scenario editor business constants (docs/editor-rules.md unless noted). */

/** Seconds between an event and its `next` when the event sets no delay. */
export const DEFAULT_DELAY_SECONDS = 5;

/** Layout cards show the first 140 characters of the content. */
export const CARD_CONTENT_PREVIEW = 140;

/** A social event's subject is the first 30 characters of its content plus '...'. */
export const SOCIAL_SUBJECT_LENGTH = 30;

/** Layout timeline spacing, in pixels per step. */
export const TIMELINE_STEP_PX = 302;

/** EarlierThan and LaterThan may not go below -1 (which means "not set"). */
export const EARLIER_LATER_MIN = -1;

/** A time limit of -1 (or null) means none. */
export const NO_TIME_LIMIT = -1;

/** The sections every scenario has; Preset and Noise stay out of the main timeline. */
export const PRESET_SECTION = 'Preset';
export const NOISE_SECTION = 'Noise';
export const NEW_SCENARIO_SECTIONS = ['1', PRESET_SECTION, NOISE_SECTION] as const;

/** The details a new scenario starts with (docs/editor-rules.md). */
export const NEW_SCENARIO_DETAILS = {
  title: 'Unnamed',
  visible: false,
  level: 0,
  teams: true,
  beta: false,
  learningPrograms: false,
} as const;

/** The editor's routes: /editor/Scenario/{tab}. */
export const SCENARIO_EDITOR_TABS = [
  'PreviousVersions',
  'LoadScenario',
  'SaveScenario',
  'LoadSection',
  'SaveSection',
  'RenameSection',
  'ShowLayout',
  'ShowFormat',
  'ModifyDetails',
  'Translations',
] as const;

/** The back-office sections; LogOut maps to Tutorial (docs/admin.md). */
export const EDITOR_SECTIONS = [
  'Tutorial',
  'Scenario',
  'Organisation',
  'PDF',
  'Admin',
  'LogOut',
] as const;

/** The default PDF image size. */
export const DEFAULT_PDF_IMAGE_SIZE = 'large';

/**
 * PDF content lines starting with these prefixes (any case) become a header, a subtitle or
 * the image of that identifier; every other line is a paragraph.
 */
export const PDF_LINE_PREFIXES = {
  header: 'header:',
  subtitle: 'subtitle:',
  image: 'image:',
} as const;

/** Special `next` values: nothing follows, the run ends (pass/fail), the report / feedback. */
export const NEXT_NONE = '-1';
export const NEXT_END = '/0';
export const NEXT_REPORT = '/1';
