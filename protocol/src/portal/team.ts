import { z } from 'zod';
import { NameText } from '../core/bounds';

/**
 * A player's team: -1 (no team) or a team column's index as the order form sends it, or a
 * team name (facilitated exercises, renamed columns). The spec shows only "default -1".
 */
export const TeamRef = z.union([z.number().int().min(-1), NameText]);
export type TeamRef = z.infer<typeof TeamRef>;
