import './AreaLoading.css';

interface AreaLoadingProps {
  /** What is on its way, in the product's words, e.g. 'the exercise'. */
  what?: string;
  /** A part of a screen (a chart, an editor field) rather than a whole area. */
  part?: boolean;
}

/**
 * Shown while an area's or a heavy part's code is still downloading (docs/ARCHITECTURE.md,
 * "What the browser downloads"): a polite live status, so screen readers hear it once.
 */
export function AreaLoading({ what = 'the page', part = false }: AreaLoadingProps) {
  return (
    <div
      className={part ? 'area-loading area-loading-part' : 'area-loading'}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <span className="area-loading-mark" aria-hidden="true" />
      <span>Loading {what}…</span>
    </div>
  );
}
