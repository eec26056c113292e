export {
  checkRuns,
  prePublishCheck,
  SLOT_MS,
  type CheckRuns,
  type DanglingNext,
  type PrePublishCheck,
} from './prePublish';
export type { RunStep } from './chains';
export type { TimedRun } from './playTime';
export type { ScoredRun } from './score';
export { formatDuration } from './issues';
export * from './readiness';
