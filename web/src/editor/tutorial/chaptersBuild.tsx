import type { TutorialChapter } from './chapter';

/** The first half of the guide: what a scenario is made of. */
export const BUILD_CHAPTERS: readonly TutorialChapter[] = [
  {
    id: 'overview',
    title: 'How a scenario is built',
    body: (
      <>
        <p>
          A scenario is a story told through messages. Players sit in a simulated workplace for
          about 90 minutes: an inbox, a social feed, a news site and full-screen alerts. Each
          message is an <strong>event</strong>. Events live in <strong>sections</strong>, and each
          event says what comes after it, so the story moves on by itself and branches on what
          players answer.
        </p>
        <p>The usual order of work:</p>
        <ol>
          <li>Create the organisations and personas who will send messages (Organisation).</li>
          <li>
            Upload the images, video and audio you need (Upload Media; an admin finds it under
            Admin).
          </li>
          <li>Build any documents or forms players open (PDF).</li>
          <li>Write the events, section by section, and link them (Scenario).</li>
          <li>
            Check the flow in Show Layout, the content in Show Format, then fill in Modify Details
            and save.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'sections',
    title: 'Sections, Preset and Noise',
    body: (
      <>
        <p>
          A new scenario starts with three sections: <strong>1</strong>, <strong>Preset</strong> and{' '}
          <strong>Noise</strong>. Use numbered or named sections for the acts of your story
          (detection, containment, communication…). Add more with Section → Add, rename them with
          Section → Rename, and drag section tabs into the order players should meet them. Events
          inside a section can be dragged into order too.
        </p>
        <ul>
          <li>
            <strong>Main sections</strong> carry the story. The first event of the first main
            section is shown when the exercise starts.
          </li>
          <li>
            <strong>Preset</strong> events are in the inbox from the first second: the normal
            workday the incident interrupts (a meeting invite, a newsletter, a colleague’s
            question).
          </li>
          <li>
            <strong>Noise</strong> events arrive on their own schedule and never take part in the
            main chain. They keep players busy and test whether they can tell the important from the
            routine.
          </li>
        </ul>
        <p>
          Sections can be saved on their own (Section → Save) and loaded into another scenario
          (Section → Load). A loaded section’s events get fresh ids after the scenario’s own, and
          their <code>next</code> is reset, so link them into the story after loading.
        </p>
      </>
    ),
  },
  {
    id: 'events',
    title: 'Events and channels',
    body: (
      <>
        <p>Every event arrives on one channel, its type:</p>
        <dl>
          <dt>Email</dt>
          <dd>
            An e-mail in the inbox with a sender, subject, body, and up to two images and two PDFs.
            Attach documents and forms to e-mails. An event with no type is an Email.
          </dd>
          <dt>Social</dt>
          <dd>
            A post in the social feed with likes, retweets and comments. Its subject is made from
            the first 30 characters of the content, and it has no time limit.
          </dd>
          <dt>News</dt>
          <dd>An article on the news site, with an image. News has no time limit either.</dd>
          <dt>Alert</dt>
          <dd>A full-screen alert that interrupts whatever the player is doing.</dd>
        </dl>
        <p>
          Click an event to open the event editor; Add Event adds one to the open section. Saving an
          event keeps it in memory only: the editor says “Event saved successfully, but the entire
          scenario is still unsaved!” until you save the scenario.
        </p>
      </>
    ),
  },
  {
    id: 'personas',
    title: 'Organisations and personas',
    body: (
      <>
        <p>
          Every message has a sender: a <strong>persona</strong> of an <strong>organisation</strong>
          . Create them in the Organisation section before writing events, so the event editor can
          offer them.
        </p>
        <ul>
          <li>
            The persona’s <strong>name</strong> and <strong>e-mail</strong> appear as the sender;
            the part of the e-mail before “@” is their social-media handle.
          </li>
          <li>
            The <strong>role</strong> closes their e-mail signature (“Dana Reyes, CISO”).
          </li>
          <li>
            The <strong>profile picture</strong> is shown beside their messages and on layout cards.
            It is stored under the persona’s name without spaces, as a PNG.
          </li>
        </ul>
        <p>
          Cast the whole incident: the company’s own people, its suppliers and regulators, a
          journalist who smells a story, the attacker. Distinct voices make the exercise feel real.
        </p>
      </>
    ),
  },
  {
    id: 'responses',
    title: 'Responses and branching',
    body: (
      <>
        <p>The response type decides how a player answers an event:</p>
        <dl>
          <dt>None</dt>
          <dd>Nothing to answer; the story moves on after the delay.</dd>
          <dt>Free text</dt>
          <dd>A written reply. Drafts are kept while the player types.</dd>
          <dt>Option</dt>
          <dd>Choose one option. Each option can lead somewhere else: this is branching.</dd>
          <dt>Random</dt>
          <dd>Like Option, but every player sees the options in a different order.</dd>
          <dt>Checkbox</dt>
          <dd>Choose any number of options; correct when the chosen set matches.</dd>
          <dt>Reorder (priority)</dt>
          <dd>Put options in order of priority; the first five positions are compared.</dd>
          <dt>Form</dt>
          <dd>Fill in a PDF form (see PDFs and forms).</dd>
        </dl>
        <p>
          <strong>Where the story goes.</strong> An event’s <code>next</code> names the event that
          follows it. An option’s own <code>next</code> wins when the player picks it; it must
          differ from the event’s <code>next</code>, or the branch would make no difference. Three
          special values end a path: <code>-1</code> nothing follows, <code>/0</code> the run ends
          and the player sees pass or fail, <code>/1</code> the player is asked for feedback and
          sees the report.
        </p>
        <p>
          <strong>Scoring.</strong> List the correct, wrong and neutral answers of each question. A
          player passes with at least 70% of the questions answered correctly.
        </p>
        <p>
          <strong>Team questions.</strong> Mark a question as a team question and it is answered
          once for the whole team; the branch taken applies to everyone in it.
        </p>
      </>
    ),
  },
];
