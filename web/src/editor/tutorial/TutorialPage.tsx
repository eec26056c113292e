import type { MouseEvent } from 'react';
import { Page } from '../../shared/ui';
import { BUILD_CHAPTERS } from './chaptersBuild';
import { PUBLISH_CHAPTERS } from './chaptersPublish';
import { TIME_CHAPTERS } from './chaptersTime';
import './tutorial.css';

const CHAPTERS = [...BUILD_CHAPTERS, ...TIME_CHAPTERS, ...PUBLISH_CHAPTERS];

/**
 * Scrolls to a chapter and moves focus to its heading, without changing the route: a router
 * navigation would scroll back to the top (every navigation starts at the top).
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** /editor/Tutorial: the authoring guide, with a table of contents. */
export function TutorialPage() {
  return (
    <Page
      title="Tutorial"
      className="tutorial"
      lead="How to build a scenario that players remember: from the first persona to publishing."
    >
      <div className="tutorial-layout">
        <nav className="tutorial-toc" aria-labelledby="tutorial-toc-title">
          <h2 className="tutorial-toc-title" id="tutorial-toc-title">
            Contents
          </h2>
          <ol className="tutorial-toc-list">
            {CHAPTERS.map((chapter) => (
              <li key={chapter.id}>
                <a href={`#${chapter.id}`} onClick={(event) => jumpTo(event, chapter.id)}>
                  {chapter.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="tutorial-chapters">
          {CHAPTERS.map((chapter, index) => (
            <section key={chapter.id} className="tutorial-chapter" aria-labelledby={chapter.id}>
              <h2 id={chapter.id} tabIndex={-1}>
                <span className="tutorial-chapter-number">{index + 1}</span>
                {chapter.title}
              </h2>
              <div className="tutorial-text">{chapter.body}</div>
            </section>
          ))}
        </div>
      </div>
    </Page>
  );
}
