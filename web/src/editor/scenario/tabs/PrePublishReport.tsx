import { GAME_MINUTES, PASS_MARK, READINESS_MESSAGES, type Readiness } from '@dojo/protocol';
import { formatDuration, type PrePublishCheck } from '@dojo/scheduler';

interface PrePublishReportProps {
  check: PrePublishCheck;
  /** The one pre-publish check (the server's publish runs the same); null while it loads. */
  readiness: Readiness | null;
  /** The Save Scenario warnings (events without a display time). */
  warnings: readonly string[];
  /** Says whether this is the check of the last save or of the open scenario. */
  caption: string;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The pre-publish check: structure problems, play time against the slot, best score. */
export function PrePublishReport({ check, readiness, warnings, caption }: PrePublishReportProps) {
  const errors = readiness?.errors.length ?? 0;
  const toLook = (readiness?.warnings.length ?? 0) + warnings.length;
  const badge = !readiness
    ? 'Checking…'
    : errors > 0
      ? READINESS_MESSAGES.notReadyBadge(errors)
      : toLook > 0
        ? `${READINESS_MESSAGES.ready} · ${toLook} to look at`
        : READINESS_MESSAGES.ready;
  return (
    <section className="panel sc-report" aria-labelledby="sc-report-title">
      <header className="sc-report-header">
        <h3 className="sc-tab-panel-title" id="sc-report-title">
          Pre-publish check
        </h3>
        <span
          className={errors || toLook ? 'sc-badge sc-badge-warning' : 'sc-badge sc-badge-success'}
        >
          {badge}
        </span>
      </header>
      <p className="field-hint">{caption}</p>
      <dl className="sc-report-metrics">
        <Metric
          label="Play time"
          ok={check.withinSlot}
          value={playTime(check)}
          target={`fits the ${GAME_MINUTES}-minute slot`}
        />
        <Metric
          label="Best score"
          ok={check.reachesPassMark}
          value={
            check.bestScore === null
              ? 'No scored questions'
              : `${percent(check.bestScore)} of ${check.totalQuestions} questions`
          }
          // No scored question: there is no score to reach the pass mark with, so no such line.
          target={
            check.bestScore === null ? undefined : `reaches the ${percent(PASS_MARK)} pass mark`
          }
        />
        <Metric
          label="Unreachable events"
          ok={check.unreachable.length === 0}
          value={check.unreachable.length ? check.unreachable.join(', ') : 'None'}
        />
        <Metric
          label="Dangling nexts"
          ok={check.dangling.length === 0}
          value={
            check.dangling.length
              ? check.dangling.map(({ from, next }) => `${from} → ${next}`).join(', ')
              : 'None'
          }
        />
        <Metric
          label="Loops without exit"
          ok={check.cyclesWithoutExit.length === 0}
          value={
            check.cyclesWithoutExit.length
              ? check.cyclesWithoutExit.map((loop) => loop.join(' → ')).join('; ')
              : 'None'
          }
        />
      </dl>
      {((readiness?.issues.length ?? 0) > 0 || warnings.length > 0) && (
        <ul className="sc-report-issues">
          {readiness?.issues.map((issue) => (
            <li key={issue.message} data-severity={issue.severity}>
              <strong>{issue.severity === 'error' ? 'Error: ' : 'Warning: '}</strong>
              {issue.message}
            </li>
          ))}
          {warnings.map((warning) => (
            <li key={warning} data-severity="warning">
              <strong>Warning: </strong>
              {warning}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function playTime(check: PrePublishCheck): string {
  // Both are null together: without a main event nothing is played.
  if (check.shortestPlayMs === null || check.longestPlayMs === null)
    return 'No path reaches an end';
  const shortest = formatDuration(check.shortestPlayMs);
  const longest = formatDuration(check.longestPlayMs);
  return shortest === longest ? shortest : `${shortest} to ${longest}`;
}

function Metric({
  label,
  ok,
  value,
  target,
}: {
  label: string;
  ok: boolean;
  value: string;
  target?: string;
}) {
  return (
    <div className="sc-report-metric" data-ok={ok}>
      <dt>
        <span className="sc-report-mark" aria-hidden="true">
          {ok ? '✓' : '!'}
        </span>
        {label}
      </dt>
      <dd>
        {value}
        {target && (
          <span className="sc-report-target">
            {ok ? '' : 'Not yet: '}
            {target}
          </span>
        )}
        <span className="visually-hidden">{ok ? ' (fine)' : ' (needs attention)'}</span>
      </dd>
    </div>
  );
}
