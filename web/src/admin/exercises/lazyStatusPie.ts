import { lazyPart } from '../../shared/lazy';

/** The status chart brings recharts: its own chunk, loaded when first shown. */
export const StatusPie = lazyPart(() => import('./StatusPie'), 'StatusPie', 'the chart');
