/**
 * The product's intro video, slide by slide: what the catalogue's "Watch the intro video"
 * plays. The same list makes the picture (makeIntroVideo.ts) and the captions (intro.vtt), so
 * the two cannot drift apart.
 */
export interface Slide {
  /** Small label above the title. */
  kicker: string;
  title: string;
  /** What the slide says, one line each; also the caption. */
  lines: string[];
  /** How long the slide shows, in seconds. */
  seconds: number;
}

export const SLIDES: Slide[] = [
  {
    kicker: 'Incident Dojo',
    title: 'Rehearse the worst day before it happens',
    lines: ['A cyber-incident exercise for your whole team, in about 90 minutes.'],
    seconds: 5,
  },
  {
    kicker: '1 · Order',
    title: 'Choose a scenario and order it',
    lines: ['Pick an exercise from the library,', 'add your players and set the date.'],
    seconds: 5,
  },
  {
    kicker: '2 · Play',
    title: 'Every player gets a link by e-mail',
    lines: [
      'An inbox, a social feed, the news and alerts',
      'arrive in real time, as in a real incident.',
    ],
    seconds: 6,
  },
  {
    kicker: '3 · Decide',
    title: 'Every decision changes the story',
    lines: [
      'Answer under time pressure, alone or as a team.',
      'The scenario branches on your choices.',
    ],
    seconds: 6,
  },
  {
    kicker: '4 · Debrief',
    title: 'Follow the results live',
    lines: ['Your dashboard shows who played and how they did;', 'the report drives the debrief.'],
    seconds: 6,
  },
  {
    kicker: 'Incident Dojo',
    title: 'Ready when the real one comes',
    lines: ['Order your first exercise from the library.'],
    seconds: 4,
  },
];

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const minutes = String(Math.floor(whole / 60)).padStart(2, '0');
  const rest = String(whole % 60).padStart(2, '0');
  const millis = String(Math.round((seconds - whole) * 1000)).padStart(3, '0');
  return `00:${minutes}:${rest}.${millis}`;
}

/** The captions (WebVTT): each slide's title and lines while it shows. */
export function captions(slides: Slide[] = SLIDES): string {
  let at = 0;
  const cues = slides.map((slide, index) => {
    const cue = `${index + 1}\n${timestamp(at)} --> ${timestamp(at + slide.seconds)}\n${slide.title}\n${slide.lines.join(' ')}`;
    at += slide.seconds;
    return cue;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
