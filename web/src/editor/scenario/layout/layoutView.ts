import type { Point, Rect } from '@dojo/scheduler';

/**
 * The view side of Show Layout (docs/scenario-editor.md, "Show Layout"): the zoom levels, the
 * scale that fits the whole drawing in the view, where to scroll to show an event, and the
 * SVG path of a routed line. The drawing itself is the scheduler's `drawTimeline`.
 */

export type Zoom = 'fit' | 0.5 | 1;

export const ZOOMS: readonly { zoom: Zoom; label: string }[] = [
  { zoom: 'fit', label: 'Fit' },
  { zoom: 0.5, label: '50%' },
  { zoom: 1, label: '100%' },
];

/** Below this a jump to an event zooms in to 100% first, so the event can be read. */
export const READABLE_SCALE = 0.5;

/**
 * The scale that shows the whole drawing in the view, never above 100% and never below the
 * readable minimum (50%): a long scenario is then shown as much as reads, and the overview
 * strip shows the whole of it (docs/scenario-editor.md, Show Layout).
 */
export function fitScale(
  drawing: { width: number; height: number },
  view: { width: number; height: number },
): number {
  return Math.max(READABLE_SCALE, wholeScale(drawing, view));
}

/** The scale at which the whole drawing would fit the view (never above 100%), however small. */
export function wholeScale(
  drawing: { width: number; height: number },
  view: { width: number; height: number },
): number {
  if (view.width <= 0 || view.height <= 0) return 1;
  return Math.min(1, view.width / drawing.width, view.height / drawing.height);
}

/** The scroll position that puts `rect` (drawing pixels) in the middle of the view. */
export function centredOn(
  rect: Rect,
  scale: number,
  view: { width: number; height: number },
): { left: number; top: number } {
  return {
    left: Math.max(0, (rect.x + rect.width / 2) * scale - view.width / 2),
    top: Math.max(0, (rect.y + rect.height / 2) * scale - view.height / 2),
  };
}

/** An orthogonal polyline as an SVG path, its corners rounded by up to `radius`. */
export function linePath(points: readonly Point[], radius = 6): string {
  const first = points[0];
  if (!first) return '';
  let path = `M ${first.x} ${first.y}`;
  for (let index = 1; index < points.length; index += 1) {
    const at = points[index] as Point;
    const before = points[index - 1] as Point;
    const after = points[index + 1];
    if (!after) {
      path += ` L ${at.x} ${at.y}`;
      continue;
    }
    const r = Math.min(radius, distance(before, at) / 2, distance(at, after) / 2);
    const into = toward(at, before, r);
    const out = toward(at, after, r);
    path += ` L ${into.x} ${into.y} Q ${at.x} ${at.y} ${out.x} ${out.y}`;
  }
  return path;
}

function distance(a: Point, b: Point): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** The point `length` from `from` toward `to` (along an axis). */
function toward(from: Point, to: Point, length: number): Point {
  return {
    x: from.x + Math.sign(to.x - from.x) * length,
    y: from.y + Math.sign(to.y - from.y) * length,
  };
}

/** Up to this many events every card is mounted; above it only those in and near the view. */
export const MOUNT_ALL_UP_TO = 40;
/** Below this scale cards show their number only (their text would be too small to read). */
export const COMPACT_BELOW = 0.3;
/** The mounted part of the drawing moves in steps of this many drawing pixels. */
const WINDOW_STEP = 600;

/**
 * The part of the drawing whose cards are mounted: what the view shows from `scroll`, half a
 * view more on each side, rounded out to whole steps so a small scroll changes nothing.
 */
export function mountedPart(
  scroll: { left: number; top: number },
  scale: number,
  view: { width: number; height: number },
): Rect {
  const width = view.width / scale;
  const height = view.height / scale;
  const left = Math.floor((scroll.left / scale - width / 2) / WINDOW_STEP) * WINDOW_STEP;
  const top = Math.floor((scroll.top / scale - height / 2) / WINDOW_STEP) * WINDOW_STEP;
  const right = Math.ceil((scroll.left / scale + 1.5 * width) / WINDOW_STEP) * WINDOW_STEP;
  const bottom = Math.ceil((scroll.top / scale + 1.5 * height) / WINDOW_STEP) * WINDOW_STEP;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function samePart(a: Rect, b: Rect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}
