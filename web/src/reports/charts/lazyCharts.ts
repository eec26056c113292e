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
