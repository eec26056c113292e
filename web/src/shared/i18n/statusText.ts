import { passVerdict, scoreShown, type PlayerResult, type PlayerStatus } from '@dojo/protocol';
import type { MessageKey, Translate } from './language';

/**
 * The status, score and pass the portal shows, in the reader's language (docs/languages.md):
 * the value comes from protocol (`PlayerStatus`, `scoreShown`, `passVerdict`, the same
 * functions behind the English `PLAYER_STATUS_LABEL`, `scoreText` and `passLabel` of the
 * reports, the PDF and the CSV); only the words come from the catalogue, keyed by the value.
 */
const STATUS_KEY: Record<PlayerStatus, MessageKey> = {
  invited: 'status.invited',
  opened: 'status.opened',
  playing: 'status.playing',
  completed: 'status.completed',
  expired: 'status.expired',
  removed: 'status.removed',
};

const STATUS_COUNT_KEY: Record<PlayerStatus, MessageKey> = {
  invited: 'status.count.invited',
  opened: 'status.count.opened',
  playing: 'status.count.playing',
  completed: 'status.count.completed',
  expired: 'status.count.expired',
  removed: 'status.count.removed',
};

/** 'Completed', 'Abgeschlossen'. */
export function statusWord(t: Translate, status: PlayerStatus): string {
  return t(STATUS_KEY[status]);
}

/** '3 completed', '3 abgeschlossen'. */
export function statusCountText(t: Translate, status: PlayerStatus, count: number): string {
  return t(STATUS_COUNT_KEY[status], { count });
}

/** '3 / 4', '2 / 3 bisher', '—', with the verdict of a completed run: '3 / 4 (Bestanden)'. */
export function scoreWords(
  t: Translate,
  status: PlayerStatus,
  result: PlayerResult | null | undefined,
): string {
  const shown = scoreShown(status, result);
  const score = !shown
    ? t('score.none')
    : t(shown.soFar ? 'score.soFar' : 'score.counts', { score: shown.score, total: shown.total });
  const verdict = passVerdict(status, result);
  if (!verdict) return score;
  return t('score.withVerdict', {
    score,
    verdict: t(verdict === 'passed' ? 'pass.passed' : 'pass.failed'),
  });
}
