import { z } from 'zod';
import { call } from '../core/call';
import { TokenBody } from '../core/status';
import { ScenarioChoice } from './entities';

/**
 * Ours: every scenario's file name and title, by title, so the admin's scenario choices read
 * titles, not ids (`files` answers file names only). docs/admin.md, "Titles, not ids".
 */
export const getScenarioTitles = call(
  'POST',
  '/api/getScenarioTitles',
  TokenBody,
  z.array(ScenarioChoice),
  { note: 'Not in the specs: the scenario titles for the admin choices (docs/admin.md).' },
);
