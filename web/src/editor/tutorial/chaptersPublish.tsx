import type { TutorialChapter } from './chapter';

/** The guide's last chapters: saving, versions and the check before publishing. */
export const PUBLISH_CHAPTERS: readonly TutorialChapter[] = [
  {
    id: 'saving',
    title: 'Saving and versions',
    body: (
      <>
        <ul>
          <li>
            <strong>Save Scenario</strong> stores the whole scenario under a name; names may not
            contain “-”. Changes to events stay in memory until then, and the editor reminds you
            when you leave a section with unsaved changes.
          </li>
          <li>
            <strong>Load Scenario</strong> opens a saved scenario; Remove deletes one after a second
            press to confirm.
          </li>
          <li>
            <strong>Previous Versions</strong> lists earlier saves of a scenario or a section, so a
            mistake is never final: load an older version and save it again.
          </li>
          <li>
            <strong>Modify Details</strong> holds what the customer portal shows: title, subtitle,
            description, play time, maturity level, recommended delegates, competencies, the picture
            and the belt level, plus the Visible, Enable Teams, Beta and Learning Program switches.
            Title, description, picture and belt level are required. Details are kept with the
            scenario, so save the scenario after changing them.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'check',
    title: 'Before you publish',
    body: (
      <>
        <p>
          The editor’s pre-publish check walks every path a player can take and lists what would
          spoil a run:
        </p>
        <ul>
          <li>
            events no path reaches, and <code>next</code> values that name no event;
          </li>
          <li>loops a player can never leave;</li>
          <li>play times that run past the 90-minute slot, or paths that never end;</li>
          <li>a best achievable score below the 70% pass mark.</li>
        </ul>
        <p>Then go through this list yourself:</p>
        <ol>
          <li>Every sender exists as a persona and has a profile picture.</li>
          <li>Every question has its correct, wrong and neutral answers filled in.</li>
          <li>
            Every path ends with <code>/0</code> or <code>/1</code>, so players see their result.
          </li>
          <li>Forms have been previewed, and their identifiers make sense in a report.</li>
          <li>Show Format reads well as a brief, and Modify Details is complete.</li>
          <li>Play it once yourself from start to finish, answering slowly and quickly.</li>
        </ol>
        <p>
          Saving keeps your draft only. When it is ready, tick Visible in Modify Details, then press{' '}
          <strong>Publish</strong> on the Save tab: the check must say READY TO PUBLISH, and
          customers can then find the scenario in the exercise library. Exercises already running
          keep the version they started with.
        </p>
      </>
    ),
  },
];
