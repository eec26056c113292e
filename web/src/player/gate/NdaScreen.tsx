import { SafeHtml } from '../html/SafeHtml';
import { ndaWording } from './ndaWording';
import { tutorialHref } from '../tutorial/tutorialTime';
import type { TimeSetting } from '@dojo/protocol';
import './gate.css';

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
  const wording = ndaWording(beta);
  return (
    <div className="gate">
      <section className="gate-card gate-nda" aria-labelledby="nda-title">
        {logoUrl ? (
          <img className="gate-logo" src={logoUrl} alt="Your organisation's logo" />
        ) : (
          <span className="gate-mark" aria-hidden="true" />
        )}
        {beta && <p className="gate-beta-badge">Beta</p>}
        <h1 id="nda-title">{wording.title}</h1>
        <p className="gate-lead">{wording.lead}</p>
        {wording.betaNote && <p className="gate-beta-note">{wording.betaNote}</p>}
        <div
          className="gate-nda-text"
          tabIndex={0}
          role="region"
          aria-label="Non-disclosure agreement"
        >
          {ndaHtml.trim() ? (
            <SafeHtml html={ndaHtml} />
          ) : (
            <p>
              Everything you see in this exercise is confidential. Do not share the scenario, its
              content or your answers outside your organisation.
            </p>
          )}
        </div>
        <button type="button" className="btn btn-primary btn-block" onClick={onAgree}>
          I agree to NDA
        </button>
        <p className="gate-hint">
          New to Incident Dojo?{' '}
          <a href={tutorialHref(timeSetting)} target="_blank" rel="noopener">
            Try the tutorial first (opens in a new tab)
          </a>
        </p>
      </section>
    </div>
  );
}
