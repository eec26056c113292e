import { Link } from 'react-router';

/** The intro video, served from the media host (an editor uploads it under this name). */
export const INTRO_VIDEO = '/media/intro.mp4';

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
      <Link className="catalogue-intro-video" to={`/video?src=${encodeURIComponent(INTRO_VIDEO)}`}>
        <span aria-hidden="true" className="catalogue-intro-play">
          ▶
        </span>
        Watch the intro video
      </Link>
    </section>
  );
}
