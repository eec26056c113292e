import type {
  AdHocEventDoc,
  ExerciseDoc,
  PlayerDoc,
  ResponseDoc,
} from '../exercises/exercise.docs';

/** What one player's game is projected from: everything the store holds for it. */
export interface GameInputs {
  exercise: ExerciseDoc;
  player: PlayerDoc;
  responses: ResponseDoc[];
  adHoc: AdHocEventDoc[];
}
