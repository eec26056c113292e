export {
  layoutTimeline,
  type Timeline,
  type TimelineCard,
  type TimelineEdge,
  type TimelineOptions,
} from './timeline';
export { contentPreview, type CardContent } from './cards';
export { formatClockTime, parseClockTime } from './clockTime';
export {
  buildBranchGraph,
  eventAt,
  UNTIMED_ANSWER_SECONDS,
  type BranchEdge,
  type BranchGraph,
  type EdgeKind,
  type EdgeTarget,
} from './branches';
export {
  branchNotes,
  drawTimeline,
  LAYOUT_SIZES,
  type BranchNote,
  type DrawnCard,
  type DrawnEdge,
  type LayoutSizes,
  type Point,
  type Rect,
  type TimelineDrawing,
} from './drawing';
