import type { ExerciseSession } from '@dojo/protocol';

/** A campaign player's answer to loginToken: NDA and branding empty, not facilitated. */
export function makeExerciseSession(overrides: Partial<ExerciseSession> = {}): ExerciseSession {
  return {
    type: 'success',
    user: 'ana@acme.example',
    scenario: 'ransomware',
    facilitated: false,
    teams: false,
    beta: false,
    token: 'player-token',
    branding_logo_url: '',
    nda_text: '',
    finished: false,
    ...overrides,
  };
}
