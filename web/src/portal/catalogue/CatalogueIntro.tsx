import { Link } from 'react-router';

/** The product's intro video, shipped with the web app (tests/tools/introVideo makes it). */
export const INTRO_VIDEO = '/demo/intro.webm';
const INTRO_TITLE = 'How Incident Dojo works';

/** The catalogue's intro banner, intro video and what the exercises are. */
export function CatalogueIntro() {
  return (
    <section className="catalogue-intro" aria-labelledby="catalogue-intro-title">
      <div className="catalogue-intro-text">
        <h2 id="catalogue-intro-title">Rehearse the worst day before it happens</h2>
        <p>
          Each exercise drops your people into a simulated incident: e-mails, a social feed, the
          news and alerts arrive in real time for about 90 minutes, and every decision changes what
          happens next. Order an exercise, send each player their link, then follow the results live
          on your dashboard and debrief with the report.
        </p>
        <p>
          Scenarios carry a belt: white, blue and black belt subscriptions open them.{' '}
          <Link to="/contact-us">Contact us</Link> about a higher subscription.
        </p>
      </div>
      <Link
        className="catalogue-intro-video"
        to={`/video?${new URLSearchParams({ src: INTRO_VIDEO, title: INTRO_TITLE }).toString()}`}
      >
        <span aria-hidden="true" className="catalogue-intro-play">
          ▶
        </span>
        Watch the intro video
      </Link>
    </section>
  );
}
