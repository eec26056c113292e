import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../player/settings/SettingsView';
import { Page } from '../../shared/ui';

/** /contact-us: how to reach us about a subscription, an order or an exercise. */
export function ContactPage() {
  return (
    <Page title="Contact Us" lead="Questions about a subscription, an order or a running exercise?">
      <section className="section" aria-labelledby="contact-write">
        <h2 className="section-title" id="contact-write">
          Write to us
        </h2>
        <p>
          E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Tell us your company name
          and, about an exercise, its identifier (the name of its report) or the player's link. We
          answer on working days within one day.
        </p>
      </section>
      <section className="section" aria-labelledby="contact-more">
        <h2 className="section-title" id="contact-more">
          More exercises or credits
        </h2>
        <p>
          Scenarios above your belt and extra credits come with a higher subscription: write to us
          with the scenarios you are interested in, or browse the{' '}
          <Link to="/exercises">Exercise Library</Link> first.
        </p>
      </section>
    </Page>
  );
}
