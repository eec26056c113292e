import { SafeHtml } from '../html/SafeHtml';
import { ndaWording } from './ndaWording';
import { tutorialHref } from '../tutorial/tutorialTime';
import type { TimeSetting } from '@dojo/protocol';
import './gate.css';
import { useT } from '../../shared/i18n';

interface NdaScreenProps {
  logoUrl: string;
  ndaHtml: string;
  /** The scenario is a beta: the NDA's beta variant. */
  beta: boolean;
  onAgree: () => void;
  /** The player's time setting: the tutorial shows their limits (docs/extra-time.md). */
  timeSetting?: TimeSetting | undefined;
}

/** The client's branding and NDA; the exercise opens once the player agrees. */
export function NdaScreen({ logoUrl, ndaHtml, beta, onAgree, timeSetting }: NdaScreenProps) {
  const t = useT();
  const wording = ndaWording(beta);
  return (
    <div className="gate">
      <section className="gate-card gate-nda" aria-labelledby="nda-title">
        {logoUrl ? (
          <img className="gate-logo" src={logoUrl} alt={t('nda.logo')} />
        ) : (
          <span className="gate-mark" aria-hidden="true" />
        )}
        {beta && <p className="gate-beta-badge">{t('nda.beta')}</p>}
        <h1 id="nda-title">{t(wording.title)}</h1>
        <p className="gate-lead">{t(wording.lead)}</p>
        {wording.betaNote && <p className="gate-beta-note">{t(wording.betaNote)}</p>}
        <div className="gate-nda-text" tabIndex={0} role="region" aria-label={t('nda.region')}>
          {ndaHtml.trim() ? <SafeHtml html={ndaHtml} /> : <p>{t('nda.default')}</p>}
        </div>
        <button type="button" className="btn btn-primary btn-block" onClick={onAgree}>
          {t('nda.agree')}
        </button>
        <p className="gate-hint">
          {t('nda.newHere')}{' '}
          <a href={tutorialHref(timeSetting)} target="_blank" rel="noopener">
            {t('nda.tutorial')}
          </a>
        </p>
      </section>
    </div>
  );
}
