import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../player/settings/SettingsView';
import { Page } from '../../shared/ui';
import { useT } from '../../shared/i18n';

/** /contact-us: how to reach us about a subscription, an order or an exercise. */
export function ContactPage() {
  const t = useT();
  return (
    <Page title={t('contact.title')} lead={t('contact.lead')}>
      <section className="section" aria-labelledby="contact-write">
        <h2 className="section-title" id="contact-write">
          {t('contact.write')}
        </h2>
        <p>
          {t('contact.mail')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          {t('contact.mailAfter')}
        </p>
      </section>
      <section className="section" aria-labelledby="contact-more">
        <h2 className="section-title" id="contact-more">
          {t('contact.more')}
        </h2>
        <p>
          {t('contact.moreText')} <Link to="/exercises">{t('contact.library')}</Link>{' '}
          {t('contact.first')}
        </p>
      </section>
    </Page>
  );
}
