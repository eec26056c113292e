export type * from './types';
export { compileScenario, isCompiledScenario, shownAt } from './compile';
export type {
  CompiledEvent,
  CompiledScenario,
  IgnoredReason,
  IgnoredTarget,
  Lane,
  Root,
  Target,
} from './compile';
export { project } from './project';
export { wallTimeAt } from './due';
export {
  REORDER_COMPARED_ITEMS,
  isScoredQuestion,
  markAnswer,
  passesTeamRule,
  score,
  scoreProjection,
  type Mark,
  type ScoreResult,
} from './score';
export { timeliness, timelinessOf, type Timeliness } from './timeliness';
export { forTimeSetting } from './timeSettings';
export {
  groupBySubject,
  playerPosition,
  playerPositions,
  positionLabel,
  subjectOf,
  type PlayerPosition,
  type PlayerProjection,
} from './positions';
export { answerChoices } from './choices';
export { waysOn, type Way, type WayTry } from './ways';
export type { MoveKind } from './walk';
