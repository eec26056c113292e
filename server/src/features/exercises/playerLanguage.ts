import { pickLanguage, type Language } from '@dojo/protocol';
import type { ExerciseDoc, PlayerDoc } from './exercise.docs';

/**
 * The language the product speaks to a player where no browser is asking (mails, scenario
 * content, reports): their own, else the order's, else English (docs/languages.md).
 */
export function playerLanguage(
  player: Pick<PlayerDoc, 'language'>,
  exercise: Pick<ExerciseDoc, 'language'>,
): Language {
  return pickLanguage(player.language, exercise.language);
}
