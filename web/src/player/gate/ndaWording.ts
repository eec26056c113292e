import type { MessageKey } from '../../shared/i18n';

/** The NDA screen's words (catalogue keys): the beta variant when the exercise's scenario is a beta (docs/player.md). */
export interface NdaWording {
  title: MessageKey;
  lead: MessageKey;
  /** Only in the beta variant: what taking part in a beta means. */
  betaNote: MessageKey | null;
}

export function ndaWording(beta: boolean): NdaWording {
  if (!beta) {
    return {
      title: 'nda.title',
      lead: 'nda.lead',
      betaNote: null,
    };
  }
  return {
    title: 'nda.beta.title',
    lead: 'nda.beta.lead',
    betaNote: 'nda.beta.note',
  };
}
