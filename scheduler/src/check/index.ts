export { prePublishCheck, SLOT_MS, type DanglingNext, type PrePublishCheck } from './prePublish';
export { formatDuration } from './issues';
