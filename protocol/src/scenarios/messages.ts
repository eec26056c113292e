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
