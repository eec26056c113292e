/** Messages of the editor's rules that both the editor and the server show. */
export const EDITOR_MESSAGES = {
  selectScenario: 'Please Select a Scenario',
  selectSection: 'Please Select a Section',
  /** An organisation's or persona's e-mail, when given, must contain '@'. */
  emailInvalid: 'Email is invalid!',
} as const;

/** The media library's upload messages (docs/media.md): web checks the type, the server the bytes. */
export const UPLOAD_MESSAGES = {
  noImage: 'Please upload an image',
  noVideo: 'Please upload a video/audio',
  notAnImage: 'This file is not a supported image: upload a PNG, JPEG, GIF, WebP or SVG.',
  notAVideo:
    'This file is not a supported video or audio file: upload an MP4, WebM, MP3, WAV or OGG.',
} as const;

/**
 * The event editor's timing-branch messages (docs/editor-rules.md): the editor shows them under
 * the EarlierThan / LaterThan fields and on Save, and the event schema refuses with the first.
 */
export const TIMING_MESSAGES = {
  belowMinimum: 'The value for EarlierThan or LaterThan cannot be less than -1',
  earlierNotSmaller: 'The value of EarlierThan has to be smaller than LaterThan',
} as const;

/** Forward wiring in the editor (docs/scenario-editor.md, "Forward wiring"). */
export const WIRING_MESSAGES = {
  wired: (from: string, to: string) =>
    `Event ${from} now leads to event ${to}. Save the scenario to keep the change.`,
  choose: (from: string) =>
    `Choose the event that follows event ${from}: press its card. Escape cancels.`,
  itself: 'An event cannot lead to itself: choose another event.',
  placeholder: (id: string, name: string, section: string) =>
    `Event ${id} “${name}” added to section ${section}: write its content before publishing.`,
} as const;
