import type { Replay } from '@dojo/protocol';
import { gameTime, project, type GameClock } from '@dojo/scheduler';
import { inboxOf } from '../player/inbox';
import type { PlayerGame } from '../player/playerGame';
import type { PlayerSocial } from '../player/social.repo';
import { timeSettingsOf } from '../exercises/timeSettings';

const MINUTE_MS = 60_000;

/** A clock that reads `gameMs` at wall time `gameMs`: the projection "as of" that game time. */
const REPLAY_CLOCK: GameClock = { startedAt: 0, pausedAt: null, pausedTotalMs: 0, pushedMs: 0 };

/**
 * What the player saw at `minute` of their game (docs/reports.md, "Replay"): the engine's
 * own projection at that game time (answers given later do not count yet), turned into the
 * inbox by the same code that serves the player, with reads, likes and replies as of then.
 */
export function replayAt(
  game: PlayerGame,
  social: PlayerSocial,
  minute: number,
  readAtOf: (eventId: string) => number | undefined,
): Replay {
  const { player, clock, scenario, responses, adHoc } = { ...game, adHoc: adHocOf(game) };
  const minutes = Math.floor(game.projection.gameTime / MINUTE_MS);
  const shown = Math.min(minute, minutes);
  const at = Math.min(shown * MINUTE_MS + MINUTE_MS - 1, game.projection.gameTime);
  const projection = project({
    events: scenario,
    clock: REPLAY_CLOCK,
    player: player._id,
    ...(player.team === null ? {} : { team: player.team }),
    responses,
    adHocEvents: adHoc,
    now: at,
    ...timeSettingsOf(player),
  });
  const byThen = (wallMs: number) => gameTimeOf(clock, wallMs) <= at;
  // The replay is the trainer's view of the inbox: in the original's language.
  const owner = {
    user: player.user,
    alias: player.alias,
    language: '',
    translation: undefined,
    readAt(eventId: string) {
      const read = readAtOf(eventId);
      return read !== undefined && byThen(read) ? read : undefined;
    },
  };
  const then: PlayerSocial = {
    likes: social.likes.filter((like) => byThen(like.likedAt)),
    replies: social.replies.filter((reply) => byThen(reply.writtenAt)),
  };
  return {
    player: player.user,
    team: player.team,
    minute: shown,
    minutes,
    events: inboxOf(projection.visible, owner, then),
    finished: projection.finished !== null,
  };
}

function gameTimeOf(clock: GameClock, wallMs: number): number {
  return clock.startedAt === null ? 0 : gameTime({ ...clock, pausedAt: null }, wallMs);
}

/** The ad-hoc events the game projected for this player (those visible or upcoming now). */
function adHocOf(game: PlayerGame) {
  const sent = [...game.projection.visible, ...(game.projection.upcoming ?? [])].filter(
    (item) => 'source' in item && item.source === 'ad-hoc',
  );
  return sent.map((item) => ({ event: item.event, sentAt: item.displayAt }));
}
