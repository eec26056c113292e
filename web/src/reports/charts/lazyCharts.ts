import { lazyPart } from '../../shared/lazy';

/* The charts bring recharts: their own chunk, loaded when a report first shows a chart. */
export const CompletionPie = lazyPart(
  () => import('./CompletionPie'),
  'CompletionPie',
  'the chart',
);
export const TimelinessChart = lazyPart(
  () => import('./TimelinessChart'),
  'TimelinessChart',
  'the chart',
);

/** Fetches the charts' code ahead of need: a report starts this as it opens, printing awaits it. */
export function preloadCharts(): Promise<unknown> {
  return Promise.all([import('./CompletionPie'), import('./TimelinessChart')]);
}
