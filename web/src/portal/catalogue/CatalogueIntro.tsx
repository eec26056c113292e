import { AppLink } from '../../shared/navigation/navigation';
import { useT } from '../../shared/i18n';

/** The product's intro video, shipped with the web app (tests/tools/introVideo makes it). */
export const INTRO_VIDEO = '/demo/intro.webm';
const INTRO_TITLE = 'How Incident Dojo works';

/** The catalogue's intro banner, intro video and what the exercises are. */
export function CatalogueIntro() {
  const t = useT();
  return (
    <section className="catalogue-intro" aria-labelledby="catalogue-intro-title">
      <div className="catalogue-intro-text">
        <h2 id="catalogue-intro-title">{t('catalogue.introTitle')}</h2>
        <p>{t('catalogue.introText')}</p>
        <p>
          {t('catalogue.belts')} <AppLink to="/contact-us">{t('catalogue.contactUs')}</AppLink>{' '}
          {t('catalogue.aboutHigher')}
        </p>
      </div>
      <AppLink
        className="catalogue-intro-video"
        to={`/video?${new URLSearchParams({ src: INTRO_VIDEO, title: INTRO_TITLE }).toString()}`}
      >
        <span aria-hidden="true" className="catalogue-intro-play">
          ▶
        </span>
        {t('catalogue.watchVideo')}
      </AppLink>
    </section>
  );
}
