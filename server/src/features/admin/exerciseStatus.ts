import type { CampaignPlayer, ExerciseListItem } from '@dojo/protocol';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';
import { statusOfPlayer } from '../exercises/playerStatus';
import { playerLanguage } from '../exercises/playerLanguage';
import { timeSettingOf } from '../exercises/timeSettings';

/**
 * The statuses the admin lists show (docs/admin.md "Exercises"): each player's one status
 * (docs/reports.md, "Player status"). An automated exercise is completed when every player
 * completed, expired when someone's link expired unfinished, open otherwise; a facilitated
 * one is Open or Closed.
 */

function expiryOf(exercise: ExerciseDoc, player?: PlayerDoc): string {
  return player?.expiresAt ?? exercise.expiresAt ?? exercise.createdAt;
}

export function campaignPlayer(
  exercise: ExerciseDoc,
  player: PlayerDoc,
  now: number,
  answered = false,
): CampaignPlayer {
  const status = statusOfPlayer(exercise, player, now, { answered });
  return {
    player: player.user,
    code: player.linkToken,
    expireAt: expiryOf(exercise, player),
    completed: status === 'completed',
    expired: status === 'expired',
    status,
    language: playerLanguage(player, exercise),
    timeSetting: timeSettingOf(player),
  };
}

export function exerciseListItem(
  exercise: ExerciseDoc,
  players: readonly PlayerDoc[],
  now: number,
): ExerciseListItem {
  const base = {
    name: exercise.identifier,
    date: exercise.date,
    shortened: exercise.shortened ?? '',
    expireAt: expiryOf(exercise),
    scenario: exercise.scenarioFileName,
    client: exercise.client,
  };
  if (exercise.facilitated) {
    const facilitate = exercise.facilitatorToken ? `/facilitator/${exercise.facilitatorToken}` : '';
    return { ...base, facilitate, open: exercise.open, completed: false, expired: false };
  }
  const rows = players.map((player) => campaignPlayer(exercise, player, now));
  const completed = rows.length > 0 && rows.every((row) => row.completed);
  const expired = !completed && rows.some((row) => row.expired);
  return { ...base, facilitate: '', open: !completed && !expired, completed, expired };
}
