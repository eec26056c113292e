import { StatusBanner } from '../../shared/ui';
import { useScenarioEditor } from './scenarioStore';

/**
 * The editor's status line (docs/editor-rules.md): success fades away by itself, failed and
 * warning stay; clicking a message (or its Dismiss button) dismisses it. A success message
 * floats over the page (scenario.css) so its fading moves nothing; every message is announced
 * from the one polite live region.
 */
export function ScenarioStatus() {
  const message = useScenarioEditor((state) => state.message);
  const dismiss = useScenarioEditor((state) => state.dismissMessage);
  return (
    <div className="scenario-status" aria-live="polite">
      {message && (
        // The Dismiss button is the keyboard path; a click anywhere on it is a shortcut.
        <div
          key={message.serial}
          className={
            message.kind === 'success'
              ? 'scenario-status-message scenario-status-toast'
              : 'scenario-status-message'
          }
          data-fading={message.fading || undefined}
          onClick={dismiss}
        >
          <StatusBanner kind={message.kind} onDismiss={dismiss}>
            {message.text}
          </StatusBanner>
        </div>
      )}
    </div>
  );
}
