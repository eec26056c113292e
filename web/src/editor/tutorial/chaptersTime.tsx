import type { TutorialChapter } from './chapter';

/** The guide's chapters on time: limits, timing branches and scheduled events. */
export const TIME_CHAPTERS: readonly TutorialChapter[] = [
  {
    id: 'time-limits',
    title: 'Time limits and timing branches',
    body: (
      <>
        <p>
          <strong>Delay.</strong> The next event appears a number of seconds after the one before
          it: after it was shown, or after the player answered it. Without a delay it is 5 seconds.
        </p>
        <p>
          <strong>Time limit.</strong> A question can give players between 5 seconds and 60 minutes
          to answer. When the limit runs out unanswered, the story moves on without them. Players
          see a countdown; reports grade each answer as early (within half the limit), in time (up
          to 110% of it) or late.
        </p>
        <p>
          <strong>Timing branches</strong> (Advanced Options) reward or punish speed rather than the
          answer itself:
        </p>
        <ul>
          <li>
            <strong>EarlierThan</strong> + <strong>NextIfEarly</strong>: an answer given in under
            that many seconds leads there.
          </li>
          <li>
            <strong>LaterThan</strong> + <strong>NextIfLate</strong>: an answer given after that
            many seconds leads there.
          </li>
        </ul>
        <p>
          An option’s own <code>next</code> still wins over a timing branch. Leave a value at -1 to
          switch it off; EarlierThan must be smaller than LaterThan.
        </p>
      </>
    ),
  },
  {
    id: 'display-after',
    title: 'Display-after scheduling',
    body: (
      <>
        <p>
          Instead of following another event, an event can appear at a fixed moment: “Display at
          (mm:ss after start of exercise)”. Use it for things that happen whatever players do (the
          attacker’s ransom deadline, the evening news bulletin, a board meeting). Every time is
          typed in minutes and seconds: 15:00 is fifteen minutes.
        </p>
        <ul>
          <li>
            <code>next</code> and display-after exclude each other: setting one clears the other,
            and the delay is hidden for a scheduled event.
          </li>
          <li>
            Once any event uses display-after, Show Layout places events by their scheduled minute
            instead of following the chain.
          </li>
          <li>
            To keep Next and branches and still time an inject, give it a{' '}
            <strong>Starts at (game clock)</strong> instead: what leads to it waits until that time,
            and if it comes later the inject shows as it arrives. Five injects 15 minutes apart are
            five events chained by Next, starting at 00:00, 15:00, 30:00, 45:00 and 60:00.
          </li>
          <li>
            When nothing in a scenario uses display-after, Save Scenario warns about every main
            event that has no way of being shown: “Event (id) subject does not have when its going
            to be displayed.”
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'pdfs',
    title: 'PDFs and forms',
    body: (
      <>
        <p>
          Build documents and forms in the PDF section, then attach them to an e-mail event by name.
        </p>
        <ul>
          <li>
            A <strong>Document</strong> is read-only: a playbook, a contract, a leaked memo.
          </li>
          <li>
            A <strong>Form</strong> adds fields the player fills in: <em>Text</em> for free text,{' '}
            <em>Radio Button</em> for one choice, <em>Checkboxes</em> for several. Give the event
            the Form response type; the submitted values are the player’s answer, and the form is
            marked [SUBMITTED].
          </li>
          <li>
            In the content, a line starting <code>header:</code> becomes a heading and{' '}
            <code>subtitle:</code> a subheading. Images are picked from the media library, each with
            an identifier; <code>image: identifier</code> on its own line places one. Sizes are true
            size, small, medium and large (the default).
          </li>
        </ul>
        <p>
          Show Preview renders the PDF exactly as players will see it. Upload pictures first in
          Upload Media → Upload Image, video and audio in Upload Media → Upload Video/Audio.
        </p>
      </>
    ),
  },
  {
    id: 'views',
    title: 'Layout and format views',
    body: (
      <>
        <p>
          <strong>Show Layout</strong> draws the main sections as a timeline from a start time you
          choose. Each card shows the time, the sender’s picture, the channel, the subject, the
          first 140 characters of the content, and icons for the response type, images, PDFs, branch
          points and team questions; questions with a limit carry a time-limit badge. Follow the
          branches to see every path a player can take. Preset and Noise are left out.
        </p>
        <p>
          <strong>Show Format</strong> is the printable brief for clients and facilitators: the
          stakeholders, the scenario structure, every event’s content, and the assets (images, PDFs,
          video) with their identifiers. Use PRINT to print it or save it as a PDF.
        </p>
      </>
    ),
  },
];
