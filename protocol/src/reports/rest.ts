import { z } from 'zod';
import { call } from '../core/call';
import { Token } from '../core/status';
import { ExerciseIdentifier } from '../portal/reports';
import { REPLAY_MAX_MINUTES, Replay } from './entities';
import { EvidenceDownload } from './evidence';

/**
 * Ours (not in the specs): replays what one player of a report saw at a minute of their
 * game, through the same projection the game uses. The report's access rules apply.
 */
export const getReplay = call(
  'POST',
  '/api/getReplay',
  z.object({
    token: Token,
    group: ExerciseIdentifier,
    player: z.string().trim().min(1, 'Please select a player.').max(200),
    minute: z.number().int().min(0).max(REPLAY_MAX_MINUTES),
    client: z.string().max(200).optional(),
  }),
  Replay,
  { note: 'Not in the specs: the report replay (docs/reports.md).' },
);

/**
 * Ours (not in the specs): the exercise's evidence ZIP (docs/evidence.md), for whoever may
 * read its report with an account (the admin, the client's owner and trainers).
 */
export const getEvidence = call(
  'POST',
  '/api/getEvidence',
  z.object({
    token: Token,
    group: ExerciseIdentifier,
    client: z.string().max(200).optional(),
  }),
  EvidenceDownload,
  { note: 'Not in the specs: the signed evidence download (docs/evidence.md).' },
);
