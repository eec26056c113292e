/** The NDA screen's words: the beta variant when the exercise's scenario is a beta (docs/player.md). */
export interface NdaWording {
  title: string;
  lead: string;
  /** Only in the beta variant: what taking part in a beta means. */
  betaNote: string | null;
}

export function ndaWording(beta: boolean): NdaWording {
  if (!beta) {
    return {
      title: 'Before you start',
      lead: 'This exercise is confidential. Please read the non-disclosure agreement below.',
      betaNote: null,
    };
  }
  return {
    title: 'Before you start this beta exercise',
    lead: 'This beta exercise is confidential. Please read the non-disclosure agreement below.',
    betaNote:
      'This scenario is a beta: it is still being refined and may change. Its content is not yet public, so the agreement also covers what you see of this unreleased scenario; your trainer will ask for your feedback on it.',
  };
}
