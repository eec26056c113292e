/** Facilitator console constants (docs/facilitator.md unless noted). */

/** The status (getFacilitatorEvents) poll. */
export const FACILITATOR_POLL_MS = 5_000;

/** Push Time may be pressed at most once per second. */
export const PUSH_THROTTLE_MS = 1_000;

/** Time to Push choices, in minutes: 1 to 15, then 20 to 60 in fives. */
export const PUSH_TIME_OPTIONS_MINUTES = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60,
] as const;

export const FACILITATOR_TABS = ['Events', 'Report', 'Send Email', 'Change Team', 'Reset'] as const;

/** Media the Send Email preview can show. */
export const PREVIEW_MEDIA_EXTENSIONS = {
  image: ['png', 'jpg'],
  video: ['mp4'],
  audio: ['mp3', 'wav', 'ogg'],
} as const;

/**
 * The only video players an event may embed: YouTube's no-cookie player and Vimeo's. Players'
 * pages render a frame only for these addresses (and the CSP allows frames from nowhere else).
 */
export const VIDEO_PLAYER_ADDRESS =
  /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{1,12})(?:\?[\w=&%.-]{0,200})?$/;
